tick-1s { @c = trace(1); }
