/* dt_cg.c, dt_cg_agg_llquantize: steps above the factor with lmag > 0 must
 * divide pow(factor, lmag + 1) (1000 % 30 != 0); said at argument #1. */
BEGIN { @l = llquantize(1, 10, 2, 6, 30); }
