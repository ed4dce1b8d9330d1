BEGIN { x = 10; y = x / 0; }
