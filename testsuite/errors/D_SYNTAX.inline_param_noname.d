inline int f[int] = 1;
BEGIN { trace(f[0]); }
