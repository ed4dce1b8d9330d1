/* dt_parser.c, dt_cook_op1(): DT_TOK_DEREF of a void * */
BEGIN { trace(*(void *)0); }
