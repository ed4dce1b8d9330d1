/* dtrace-utils: dt_cg.c, dt_cg_agg_lquantize (its order and words). */
BEGIN { x = 0; @l = lquantize(1, x, 10, 1); }
