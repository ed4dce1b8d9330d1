BEGIN { printf("%s\n", execname); }
