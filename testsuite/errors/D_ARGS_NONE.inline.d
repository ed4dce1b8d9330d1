/* dt_ident.c, dt_idcook_args(): an inline is cooked outside of any clause */
inline int first = args[0];
syscall::read:entry { trace(first); }
