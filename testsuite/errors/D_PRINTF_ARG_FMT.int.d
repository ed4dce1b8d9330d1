BEGIN { printf(12, 1); }
