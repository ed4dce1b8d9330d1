/* dt_cg.c, dt_cg_agg_lquantize: no level at all is D_LQUANT_STEPLARGE
 * ("step too large"). */
BEGIN { @l = lquantize(1, 0, 10, 20); }
