BEGIN { printf("%-*s|\n"); }
