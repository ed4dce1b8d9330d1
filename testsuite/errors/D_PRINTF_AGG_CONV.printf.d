BEGIN { printf("%@d\n", 1); }
