tick-1s { n++; }
