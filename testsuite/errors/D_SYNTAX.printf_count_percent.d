/* dt_printf.c, dt_printf_create( ): every %, "%%" too, is a conversion
 * in its count, so the %v here is conversion #2 (D_SYNTAX, from yywarn). */
BEGIN { printf("100%% %lv\n", 1); }
