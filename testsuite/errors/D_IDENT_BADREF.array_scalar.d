/* dt_parser.c, dt_xcook_ident(): a global array used as a scalar */
BEGIN { a[1] = 1; trace(a); }
