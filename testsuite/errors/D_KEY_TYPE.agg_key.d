/* dt_ident.c, dt_idcook_assc: an aggregation as a value is of dynamic
 * type (dt_parser.c, dt_cook_aggregation) and may not be a key; named by
 * its kind, as dt_node_type_name( ) does. */
BEGIN { @n = count(); self->last[pid, @n] = 1; }
