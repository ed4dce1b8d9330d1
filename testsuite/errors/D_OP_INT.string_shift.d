BEGIN { s = "a"; x = s << 1; }
