inline int f[void v] = 1;
BEGIN { trace(f[0]); }
