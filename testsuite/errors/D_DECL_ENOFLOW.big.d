enum e { A = 2147483647, B };
BEGIN { exit(0); }
