BEGIN { x = lltostr(1, "16"); }
