/* Two inlines naming each other: the first sees no second yet. */
inline int a[int x] = b[x] + 1;
inline int b[int x] = a[x] * 2;
BEGIN { trace(b[1]); }
