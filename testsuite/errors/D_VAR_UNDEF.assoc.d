/* dt_parser.c: [ ] creates the array (dt_cook_op2 calls dt_xcook_ident
 * with create set), and a first use that reads it is D_VAR_UNDEF
 * (dt_cook_var), not D_IDENT_UNDEF (a plain name read: dt_cook_ident). */
BEGIN { trace(nothing[1]); }
