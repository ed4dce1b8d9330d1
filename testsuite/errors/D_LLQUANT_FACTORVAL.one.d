BEGIN { @l = llquantize(1, 1, 0, 6, 20); }
