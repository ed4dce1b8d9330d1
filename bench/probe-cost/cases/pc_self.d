#pragma D option quiet
profile-4999 { self->x++; n++; }
/* once, at the end: the number of firings */
END { printf("%d\n", n); }
