BEGIN { @l = lquantize(1, 0, "ten"); }
