/* dt_printf.c, dt_printf_create( ): a conversion cut by the end of the
 * format, its name missing. */
BEGIN { printf("total %-8"); }
