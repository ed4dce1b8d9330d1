BEGIN { x = index("a", 1); }
