/*
 * A string is char [strsize] to dt_parser.c's dt_cook_op2(): a constant
 * index at or past strsize is outside its bounds (DT_TOK_ADD's
 * "index outside array bounds" check of s[i], which is *(s + i)).
 */
BEGIN { trace(probename[256]); }
