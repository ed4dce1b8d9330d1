/* dt_ident.c, dt_idcook_assc: a key with no value (an action is void:
 * dt_open.c gives trace( ) void(@)) may not index an associative array. */
BEGIN { seen[trace(1)] = 1; }
