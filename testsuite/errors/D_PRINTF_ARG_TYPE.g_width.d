BEGIN { printf("%10.3g", 10); }
