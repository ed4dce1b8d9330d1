BEGIN { x = strlen("a", "a"); }
