BEGIN { x = strjoin(1, "b"); }
