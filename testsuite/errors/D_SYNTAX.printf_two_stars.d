/* dt_printf.c, dt_printf_create( ): a second * for the same width. */
BEGIN { printf("%**d\n", 1, 2, 3); }
