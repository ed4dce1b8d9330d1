BEGIN { x = strjoin("a", "a", "a"); }
