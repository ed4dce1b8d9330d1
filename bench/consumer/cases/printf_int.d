/* the probe-cost benchmark's pc_printf: one "%d\n" per record */
#pragma D option quiet
BEGIN { x = 1; }
profile-4999 { printf("%d\n", x); }
