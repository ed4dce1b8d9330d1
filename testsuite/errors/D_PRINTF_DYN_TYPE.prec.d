BEGIN { printf("%.*s\n", "p", "text"); }
