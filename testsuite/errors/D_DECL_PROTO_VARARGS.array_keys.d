/* dt_decl.c, dt_decl_prototype(): an array's key list is a prototype
 * without DT_DP_VARARGS (a function's may end in ...) */
int counts[int, ...];
