BEGIN { x = substr("a", 1, 2, 3); }
