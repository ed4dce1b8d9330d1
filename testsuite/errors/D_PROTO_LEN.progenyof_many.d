BEGIN { x = progenyof(1, 1); }
