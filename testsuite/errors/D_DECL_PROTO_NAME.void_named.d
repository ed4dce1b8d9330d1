/* dtrace-utils, dt_decl.c, dt_decl_prototype(): a void parameter has no
 * name */
int (*fp)(void x);
