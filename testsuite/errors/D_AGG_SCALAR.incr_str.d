BEGIN { @q = quantize(1, "x"); }
