BEGIN { cpu = 1; }
