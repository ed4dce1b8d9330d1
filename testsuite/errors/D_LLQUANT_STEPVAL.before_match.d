/* dt_cg.c, dt_cg_agg_llquantize: a redefinition with invalid steps for its
 * own factor (2 * 2 % 20 != 0) is D_LLQUANT_STEPVAL, not a MATCH error. */
BEGIN { @l = llquantize(1, 10, 0, 6, 20); @l = llquantize(1, 2, 0, 6, 20); }
