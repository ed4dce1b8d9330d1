BEGIN { printf("%s", strlen("a")); }
