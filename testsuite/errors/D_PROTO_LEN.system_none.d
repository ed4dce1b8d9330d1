/* dt_ident.c, dt_idcook_func(): system is "void(@, ...)", named as itself */
BEGIN { system(); }
