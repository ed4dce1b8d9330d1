inline int N = "a";
BEGIN { exit(0); }
