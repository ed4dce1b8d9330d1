/* dt_cg.c, dt_cg_act_printa: a format with no aggregation after it passes
 * the prototype void(@, ...) but not printa's own count (2 expected). */
BEGIN { printa("%@d\n"); }
