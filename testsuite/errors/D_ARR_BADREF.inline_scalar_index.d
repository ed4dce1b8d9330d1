inline int N = 3;
BEGIN { trace(N[1]); }
