BEGIN { x = (short long)1; }
