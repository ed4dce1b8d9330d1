uint64_t a[int,];
BEGIN { exit(0); }
