/* dtrace-utils, dt_parser.c, dt_node_decl(), DT_DC_TYPEDEF: a typedef D has
 * is redeclared even as the same type */
typedef int myint;
typedef int myint;
BEGIN { exit(0); }
