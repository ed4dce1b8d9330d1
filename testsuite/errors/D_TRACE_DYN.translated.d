/* dt_cg.c, dt_cg_act_trace(): a translated struct as a whole has the
 * dynamic type (curpsinfo is an xlate <psinfo_t *>) */
BEGIN { trace(*curpsinfo); }
