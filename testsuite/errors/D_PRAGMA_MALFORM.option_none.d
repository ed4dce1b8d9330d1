/* dt_pragma.c, dt_pragma_option(): no option named */
#pragma D option
BEGIN { exit(0); }
