BEGIN { x = copyinstr(1, 1, 1); }
