BEGIN { x = strtok("a", 1); }
