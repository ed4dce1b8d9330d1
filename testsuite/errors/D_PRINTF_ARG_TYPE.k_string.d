BEGIN { printf("%k", "abc"); }
