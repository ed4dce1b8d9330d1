BEGIN { x = 0; @l = lquantize(1, x, 10, 1); }
