BEGIN { @a = quantize(1); @a = sum(1); }
