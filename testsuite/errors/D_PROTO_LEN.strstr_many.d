BEGIN { x = strstr("a", "a", "a"); }
