/* dt_printf.c, dt_printf_create( ): %n$ is refused. */
BEGIN { printf("%1$d\n", 1); }
