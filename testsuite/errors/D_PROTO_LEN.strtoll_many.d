BEGIN { x = strtoll("a", "a", "a"); }
