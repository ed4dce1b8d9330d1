/* dt_cg.c, dt_cg_agg_lquantize: more levels than 16 bits hold is
 * D_LQUANT_STEPSMALL ("step too small"). */
BEGIN { @l = lquantize(1, 0, 100000, 1); }
