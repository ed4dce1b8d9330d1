inline int twice[int x] = 2 * x;
BEGIN { trace(twice[&`max_pfn]); }
