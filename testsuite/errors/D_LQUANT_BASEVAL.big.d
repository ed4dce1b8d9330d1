BEGIN { @l = lquantize(1, 5000000000, 6000000000, 1); }
