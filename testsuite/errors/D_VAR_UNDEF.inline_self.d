/* An inline that names itself: dtrace cooks the expression before the
 * inline exists.  This once expanded without end (2 GB in 10 s). */
inline int r[int x] = r[x];
BEGIN { trace(r[1]); }
