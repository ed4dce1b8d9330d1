BEGIN { @l = llquantize(1, 10, 0, 6, 20); @l = llquantize(1, 10, 0, 5, 20); }
