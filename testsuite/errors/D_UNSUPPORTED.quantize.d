tick-1s { @q = quantize(cpu); }
