/* int - string: dtrace-utils steps a string only by an integer added to it
 * or subtracted from it (dt_cook_op2(), DT_TOK_ADD) */
BEGIN { x = (int)1 - "a"; }
