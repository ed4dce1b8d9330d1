BEGIN { @q = quantize("x"); }
