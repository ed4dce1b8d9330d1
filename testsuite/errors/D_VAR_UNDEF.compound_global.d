/* x += v reads x: dtrace-utils creates x (dt_parser.c, dt_cook_op2 calls
 * dt_xcook_ident with create set) and cooks it as read (dt_cook_var), so a
 * first use is D_VAR_UNDEF, before the right operand (y, undefined too). */
BEGIN { total += y; }
