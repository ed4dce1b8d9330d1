BEGIN { x = copyinstr(0, "x"); }
