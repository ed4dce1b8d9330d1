/* dt_printf.c, dt_printf_create( ): %% takes no flags. */
BEGIN { printf("%-%\n"); }
