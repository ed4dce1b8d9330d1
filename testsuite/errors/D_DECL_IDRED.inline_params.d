inline int f[int x] = x;
inline int f[int y] = y;
BEGIN { trace(f[0]); }
