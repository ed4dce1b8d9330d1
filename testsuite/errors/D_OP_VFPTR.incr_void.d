/* dt_parser.c, dt_cook_op1: ++ and -- take a scalar, but not a pointer to
 * void or a function (dt_node_is_vfptr): it has no size to step by. */
BEGIN { this->p = alloca(8); this->p++; }
