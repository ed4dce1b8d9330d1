/* dt_cg.c, dt_cg_agg_lquantize: a step of 0 fails dt_node_is_posconst( ),
 * D_LQUANT_STEPTYPE, before the 16-bit range (D_LQUANT_STEPVAL). */
BEGIN { @l = lquantize(1, 0, 10, 0); }
