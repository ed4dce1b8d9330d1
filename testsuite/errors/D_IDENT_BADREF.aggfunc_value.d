/* dt_parser.c, dt_xcook_ident(): a function named where a value is wanted */
BEGIN { x = count; }
