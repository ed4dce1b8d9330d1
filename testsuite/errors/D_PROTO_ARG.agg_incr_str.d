/* dt_cg.c, dt_cg_agg_opt_incr(): the increment, argument #2 */
BEGIN { @q = quantize(1, "x"); }
