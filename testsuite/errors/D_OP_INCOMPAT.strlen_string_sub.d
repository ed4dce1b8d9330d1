/* size_t - string: the integer's type is named (dt_cook_op2(), DT_TOK_SUB) */
BEGIN { x = strlen("a") - "b"; }
