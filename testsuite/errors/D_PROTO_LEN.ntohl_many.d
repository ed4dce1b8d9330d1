BEGIN { x = ntohl(1, 1); }
