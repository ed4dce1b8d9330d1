BEGIN { s = msgsize(0); }
