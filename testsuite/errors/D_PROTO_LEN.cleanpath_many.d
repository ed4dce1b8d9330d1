BEGIN { x = cleanpath("a", "a"); }
