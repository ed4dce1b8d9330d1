/* dt_cg.c, dt_cg_agg_llquantize: the high magnitude's overflow is checked
 * before the steps (25 is no multiple of 10, yet the overflow is said). */
BEGIN { @l = llquantize(1, 10, 0, 19, 25); }
