BEGIN { x = strtoll(1); }
