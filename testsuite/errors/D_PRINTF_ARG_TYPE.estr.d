BEGIN { printf("%S\n", 1); }
