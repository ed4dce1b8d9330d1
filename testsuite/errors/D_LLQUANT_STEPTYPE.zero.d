/* dt_cg.c, dt_cg_agg_llquantize: steps of 0 fail dt_node_is_posconst( ):
 * D_LLQUANT_STEPTYPE, not a value error. */
BEGIN { @l = llquantize(1, 10, 0, 6, 0); }
