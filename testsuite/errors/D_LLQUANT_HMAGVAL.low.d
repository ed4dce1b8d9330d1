/* dt_cg.c, dt_cg_agg_llquantize: the high magnitude must be at least the
 * low one (equal is valid: llquantize(x, 10, 6, 6, 20) is one magnitude). */
BEGIN { @l = llquantize(1, 10, 6, 5, 20); }
