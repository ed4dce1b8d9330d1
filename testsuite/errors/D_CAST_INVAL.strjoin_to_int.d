BEGIN { x = (int)strjoin("a", "b"); }
