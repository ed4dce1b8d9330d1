BEGIN { x = strchr("a", "a", "a"); }
