/* dt_parser.c, dt_cook_op2(): an action is void (its prototype "void(@)")
 * and + wants integers or a pointer */
BEGIN { x = printf("x") + 1; }
