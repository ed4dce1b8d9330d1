enum e { = 1 };
BEGIN { exit(0); }
