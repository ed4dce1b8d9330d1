BEGIN { @l = lquantize(1, 0, 10, 1); @l = lquantize(1, 1, 10, 1); }
