BEGIN { f = 10; @l = llquantize(1, f, 0, 6, 20); }
