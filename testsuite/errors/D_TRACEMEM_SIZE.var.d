BEGIN { n = 4; tracemem(0, n); }
