BEGIN { printf("%d\n", ucaller); }
