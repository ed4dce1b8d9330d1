BEGIN { x = tolower("a", "a"); }
