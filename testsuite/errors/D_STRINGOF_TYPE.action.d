/* dt_parser.c, dt_cook_op1: stringof's operand is cooked (the action's
 * prototype fits) and is void: no scalar, pointer or string. */
BEGIN { trace(stringof(exit(0))); }
