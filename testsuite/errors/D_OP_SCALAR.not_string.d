BEGIN { x = !strjoin("a", "b"); }
