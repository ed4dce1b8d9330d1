/* dtrace-utils, dt_parser.c, dt_node_decl(): a declared name has no module
 * scope */
int vmlinux`x;
