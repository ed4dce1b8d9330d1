BEGIN { @l = lquantize(1, 0, 100000, 1); }
