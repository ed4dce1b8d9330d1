BEGIN { x = 1; (char)x = 2; }
