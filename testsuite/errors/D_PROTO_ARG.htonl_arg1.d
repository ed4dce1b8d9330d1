BEGIN { x = htonl("a"); }
