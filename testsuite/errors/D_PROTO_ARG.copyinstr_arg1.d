BEGIN { x = copyinstr("a"); }
