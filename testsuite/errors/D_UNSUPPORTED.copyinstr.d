BEGIN { s = copyinstr(0); }
