/* printa( ) is cooked against void(@, ...) (dt_open.c; dt_ident.c,
 * dt_idcook_func) before its own checks: no argument is D_PROTO_LEN. */
BEGIN { printa(); }
