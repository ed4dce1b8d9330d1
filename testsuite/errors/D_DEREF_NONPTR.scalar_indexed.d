/* dt_parser.c, dt_cook_op2(): x[1] of a typed scalar is *(x + 1) */
BEGIN { x = 1; x[1] = 2; }
