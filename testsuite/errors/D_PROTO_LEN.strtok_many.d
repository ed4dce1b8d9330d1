BEGIN { x = strtok("a", "a", "a"); }
