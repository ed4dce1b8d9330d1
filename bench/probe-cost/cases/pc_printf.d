/* one 16-byte record per firing, consumed by dtapio (output to a tmpfs file) */
#pragma D option quiet
BEGIN { x = 1; }
profile-4999 { printf("%d\n", x); }
