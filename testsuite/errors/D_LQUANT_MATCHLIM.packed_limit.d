/* dt_cg.c, dt_cg_agg_lquantize: the limit is compared as dtrace packs it,
 * levels times step: (0, 10, 3) and (0, 11, 3) agree (9 both), and the
 * third use's 5 levels of 2 (10) are the mismatch, said as the limit. */
BEGIN { @l = lquantize(1, 0, 10, 3); @l = lquantize(2, 0, 11, 3); @l = lquantize(3, 0, 10, 2); }
