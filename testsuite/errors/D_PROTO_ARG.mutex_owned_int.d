/* dtrace-utils' prototype is int(vmlinux`struct mutex *) (dt_open.c); an
 * integer other than the constant 0 is no pointer to it (dt_parser.c,
 * dt_node_is_ptrcompat()) */
BEGIN { trace(mutex_owned(0)); trace(mutex_owned(1)); }
