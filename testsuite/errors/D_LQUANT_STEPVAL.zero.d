BEGIN { @l = lquantize(1, 0, 10, 0); }
