BEGIN { tracemem(0); }
