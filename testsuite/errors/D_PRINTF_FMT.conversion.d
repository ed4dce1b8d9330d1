BEGIN { printf("%v\n", 1); }
