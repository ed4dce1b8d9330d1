/* dt_cg.c, dt_cg_act_trace(): count( ) is "void(...)" */
BEGIN { trace(count()); }
