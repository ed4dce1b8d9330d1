/* dt_ident.c, dt_idcook_args(): a translator is cooked where it is declared */
struct pair { int a; };
translator struct pair < int *p > { a = args[0]; };
