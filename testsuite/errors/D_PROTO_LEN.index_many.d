BEGIN { x = index("a", "a", "a", "a"); }
