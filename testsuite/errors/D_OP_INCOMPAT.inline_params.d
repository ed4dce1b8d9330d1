inline string f[int x] = x + 1;
BEGIN { trace(f[0]); }
