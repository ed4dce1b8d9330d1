BEGIN { x = htonll(1, 1); }
