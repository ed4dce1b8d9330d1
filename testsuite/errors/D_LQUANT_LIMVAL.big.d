BEGIN { @l = lquantize(1, 0, 3000000000); }
