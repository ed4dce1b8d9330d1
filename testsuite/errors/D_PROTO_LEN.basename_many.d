BEGIN { x = basename("a", "a"); }
