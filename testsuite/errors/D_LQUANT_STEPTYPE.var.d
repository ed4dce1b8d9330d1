BEGIN { s = 2; @l = lquantize(1, 0, 10, s); }
