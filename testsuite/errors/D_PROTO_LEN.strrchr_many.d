BEGIN { x = strrchr("a", "a", "a"); }
