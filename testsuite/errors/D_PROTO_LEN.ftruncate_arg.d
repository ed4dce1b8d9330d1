BEGIN { ftruncate(1); }
