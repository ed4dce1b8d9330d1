/* dt_parser.c, dt_cook_op1: an aggregation as a value is of dynamic type,
 * named by its kind (dt_node_type_name), and no operand of stringof. */
BEGIN { @n = count(); trace(stringof(@n)); }
