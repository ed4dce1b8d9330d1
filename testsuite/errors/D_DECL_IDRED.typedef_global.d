/* dtrace-utils, dt_parser.c, dt_node_decl(), DT_DC_TYPEDEF: a typedef may
 * not take a global variable's name */
int x;
typedef int x;
