BEGIN { x = strjoin("a"); }
