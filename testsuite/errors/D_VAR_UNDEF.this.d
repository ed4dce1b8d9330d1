/* dt_parser.c: this-> creates the variable (dt_cook_op2, DT_TOK_PTR), and
 * a first use that reads it is D_VAR_UNDEF (dt_cook_var). */
BEGIN { trace(this->nothing); }
