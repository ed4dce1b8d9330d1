BEGIN { n = 20; @l = llquantize(1, 10, 0, 6, n); }
