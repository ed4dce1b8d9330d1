BEGIN { x = substr("abc", "1"); }
