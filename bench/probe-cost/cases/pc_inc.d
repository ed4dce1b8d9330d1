#pragma D option quiet
profile-4999 { x++; }
/* once, at the end: the number of firings */
END { printf("%d\n", x); }
