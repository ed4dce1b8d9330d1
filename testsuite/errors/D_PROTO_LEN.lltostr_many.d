BEGIN { x = lltostr(1, 1); }
