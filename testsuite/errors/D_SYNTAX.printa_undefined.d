/* printa( ) formats go through the same parser (dt_cg.c,
 * dt_cg_act_printa, calls dt_printf_create): D_SYNTAX too. */
BEGIN { @a = count(); printa("%@q\n", @a); }
