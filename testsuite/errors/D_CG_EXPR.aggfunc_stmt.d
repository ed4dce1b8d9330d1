/* dt_cg.c, dt_cg_call_subr(): count( ) alone is an expression statement */
BEGIN { count(); }
