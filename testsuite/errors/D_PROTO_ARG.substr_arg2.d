BEGIN { x = substr("abc", "x", 1); }
