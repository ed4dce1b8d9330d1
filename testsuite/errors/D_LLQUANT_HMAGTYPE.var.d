BEGIN { h = 6; @l = llquantize(1, 10, 0, h, 20); }
