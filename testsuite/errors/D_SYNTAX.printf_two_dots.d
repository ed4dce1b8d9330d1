/* dt_printf.c, dt_printf_create( ): a second . in one conversion. */
BEGIN { printf("%1.2.3d\n", 1); }
