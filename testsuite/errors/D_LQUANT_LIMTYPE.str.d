/* dtrace-utils: dt_cg.c, dt_cg_agg_lquantize (its order and words). */
BEGIN { @l = lquantize(1, 0, "ten"); }
