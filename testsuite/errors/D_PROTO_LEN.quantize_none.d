BEGIN { @q = quantize(); }
