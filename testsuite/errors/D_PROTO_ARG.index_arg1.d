BEGIN { x = index(1, "b"); }
