BEGIN { x = htons("1"); }
