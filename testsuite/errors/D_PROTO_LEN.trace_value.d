/* The right operand of = is cooked before the assignment (dt_parser.c,
 * dt_cook_op2), and an action's call against its prototype (dt_ident.c,
 * dt_idcook_func): two arguments to trace( ) are the error, not its void. */
BEGIN { x = trace(1, 2); }
