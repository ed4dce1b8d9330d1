BEGIN { @q = lquantize(1, 2); }
