BEGIN { x = (string)strlen("a"); }
