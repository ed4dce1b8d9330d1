/* dt_parser.c, dt_cook_op2 (+= and -=): a pointer on the left must point
 * to something of known size (dt_node_is_vfptr), else D_OP_VFPTR. */
BEGIN { self->p = (void *)0; self->p -= 4; }
