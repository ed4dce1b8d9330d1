/* dt_cg.c, dt_cg_agg_llquantize: each use's parameters are checked before
 * they are matched with the first's, so the second use must be valid on
 * its own (factor 2 with 20 steps would be D_LLQUANT_STEPVAL). */
BEGIN { @l = llquantize(1, 10, 0, 6, 20); @l = llquantize(1, 20, 0, 6, 20); }
