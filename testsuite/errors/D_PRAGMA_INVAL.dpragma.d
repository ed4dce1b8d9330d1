/* dt_pragma.c, dt_pragma(): no such D pragma */
#pragma D optoin quiet
BEGIN { exit(0); }
