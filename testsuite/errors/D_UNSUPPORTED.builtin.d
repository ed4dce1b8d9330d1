BEGIN { printf("%s\n", zonename); }
