/* dtrace-utils: dt_cg.c, dt_cg_act_printa; dt_printf.c, dt_printa_validate. */
BEGIN { @a[1] = count(); @b["x"] = count(); printa(@a, @b); }
