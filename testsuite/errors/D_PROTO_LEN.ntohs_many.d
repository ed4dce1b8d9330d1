BEGIN { x = ntohs(1, 1); }
