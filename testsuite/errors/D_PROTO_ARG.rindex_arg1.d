BEGIN { x = rindex(1, "b"); }
