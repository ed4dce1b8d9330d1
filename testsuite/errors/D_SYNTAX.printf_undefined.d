/* dtrace-utils reads printf formats in dt_printf.c, dt_printf_create( ), and
 * reports what it refuses through yywarn( ), which tags it D_SYNTAX; the
 * conversion named is its length letters and character, not its flags. */
BEGIN { printf("%-5v\n", 1); }
