BEGIN { x = lltostr(1, 10, 1); }
