BEGIN { x = strjoin("a", 2); }
