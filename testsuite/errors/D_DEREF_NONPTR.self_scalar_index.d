/* dt_parser.c, dt_cook_op2(): self->x[0] of a typed scalar is *(self->x + 0) */
BEGIN { self->x = 1; trace(self->x[0]); }
