/* dt_ident.c, dt_idcook_assc(): a key of the dynamic type, named as
 * dt_node_type_name() names it (curpsinfo is an xlate <psinfo_t *>) */
BEGIN { seen[curpsinfo] = 1; }
