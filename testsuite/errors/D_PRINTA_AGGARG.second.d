/* dtrace-utils: dt_cg.c, dt_cg_act_printa; dt_printf.c, dt_printa_validate. */
BEGIN { @a = count(); printa(@a, 3); }
