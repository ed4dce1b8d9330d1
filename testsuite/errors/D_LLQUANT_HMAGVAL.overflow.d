BEGIN { @l = llquantize(1, 10, 0, 19, 20); }
