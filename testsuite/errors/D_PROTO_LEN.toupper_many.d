BEGIN { x = toupper("a", "a"); }
