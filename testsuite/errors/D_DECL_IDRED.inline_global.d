int N;
inline int N = 3;
BEGIN { exit(0); }
