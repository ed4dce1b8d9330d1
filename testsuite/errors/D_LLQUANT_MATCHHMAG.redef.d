/* dtrace-utils: dt_cg.c, dt_cg_agg_llquantize (its order and words). */
BEGIN { @l = llquantize(1, 10, 0, 6, 20); @l = llquantize(1, 10, 0, 5, 20); }
