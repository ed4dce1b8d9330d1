/* dt_cg.c, dt_cg_act_trace(): an action is a void expression */
BEGIN { trace(exit(0)); }
