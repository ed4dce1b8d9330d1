BEGIN { x = dirname("a", "a"); }
