/* dt_ident.c, dt_idcook_assc: aggregations are keyed the same way: a void
 * key is D_KEY_TYPE, not an action used as a value. */
BEGIN { @c[printf("x")] = count(); }
