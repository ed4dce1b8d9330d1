BEGIN { x = htonl(1, 1); }
