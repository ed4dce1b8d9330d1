BEGIN { printf("%e", 10); }
