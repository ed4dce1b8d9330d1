u64 x, string y;
