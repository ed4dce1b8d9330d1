BEGIN { tracemem(0, 1, 2, 3); }
