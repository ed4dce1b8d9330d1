BEGIN { tracemem(0, 65537); }
