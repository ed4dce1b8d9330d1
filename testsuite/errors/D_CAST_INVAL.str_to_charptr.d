/*
 * A string does not cast to char *: dtrace-utils' dt_parser.c,
 * dt_cook_op2(), DT_TOK_LPAR takes a pointer from a pointer or an array
 * but dt_node_is_pointer() is false for a string, which is no scalar
 * either (only the other way, (string)p, is a cast).
 */
BEGIN { s = "abc"; p = (char *)s; }
