/* dt_cg.c, dt_cg_call_subr(): an aggregating function outside of an
 * aggregation statement is refused when code is generated */
BEGIN { x = count(); }
