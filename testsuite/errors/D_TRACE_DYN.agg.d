/* dt_cg.c, dt_cg_act_trace: trace( ) of an aggregation, whose value has
 * dynamic type, is D_TRACE_DYN (printa( ) prints one). */
BEGIN { @total = sum(1); trace(@total); }
