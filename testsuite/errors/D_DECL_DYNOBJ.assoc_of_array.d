/* dtrace-utils, dt_decl.c, dt_decl_array(): keys after a dimension
 * would make an array of associative arrays */
int a[4][int];
