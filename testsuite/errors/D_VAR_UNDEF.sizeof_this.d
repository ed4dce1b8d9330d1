/* dtap differs here: dtrace-utils cooks a unary operator's operand without
 * reading it and gives a new variable int64_t (dt_parser.c, dt_cook_op1),
 * so it takes sizeof(this->nothing) as 8.  dtap refuses it as a read. */
BEGIN { x = sizeof(this->nothing); }
