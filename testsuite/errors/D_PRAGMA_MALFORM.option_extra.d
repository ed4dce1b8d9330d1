/* dt_pragma.c, dt_pragma_option(): one option a pragma */
#pragma D option quiet bufsize=1m
BEGIN { exit(0); }
