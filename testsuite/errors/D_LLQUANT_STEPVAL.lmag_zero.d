/* dt_cg.c, dt_cg_agg_llquantize: steps above the factor with lmag 0 must
 * divide the factor's square (10 * 10 % 40 != 0); said at argument #1. */
BEGIN { @l = llquantize(1, 10, 0, 6, 40); }
