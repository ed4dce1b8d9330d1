BEGIN { x = strstr(1, "b"); }
