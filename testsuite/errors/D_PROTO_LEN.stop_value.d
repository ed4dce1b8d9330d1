/* stop( ) is void( ) (dt_open.c): its prototype is checked when the call
 * is cooked (dt_ident.c, dt_idcook_func), before the void value or the
 * missing -w matter. */
BEGIN { x = stop(1); }
