BEGIN { printf("%k\n", 1); }
