/* dt_ident.c, dt_idcook_assc(): a translated struct as a key */
BEGIN { @[*curpsinfo] = count(); }
