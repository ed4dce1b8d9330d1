BEGIN { x = htonll("a"); }
