BEGIN { x = ntohll(1, 1); }
