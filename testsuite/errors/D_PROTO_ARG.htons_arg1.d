BEGIN { x = htons("a"); }
