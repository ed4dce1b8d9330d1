BEGIN { tracemem(0, -1); }
