/* dt_cg.c, dt_cg_act_printa: a first argument that is no string is no
 * format but argument #1, which must be an aggregation (D_PRINTA_AGGARG). */
tick-1s { @a = count(); }
END { printa(1, @a); }
