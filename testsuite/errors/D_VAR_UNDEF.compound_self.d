/* self->x -= 1 as the first use of self->x: dt_parser.c, dt_cook_op2
 * cooks the left operand as read and modified, and dt_cook_var finds it
 * never assigned (self->x++ would be taken: dt_cook_op1 types it int64_t). */
BEGIN { self->x++; self->y -= 1; }
