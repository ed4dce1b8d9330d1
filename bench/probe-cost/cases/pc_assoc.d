#pragma D option quiet
profile-4999 { a[probename, cpu]++; n++; }
/* once, at the end: the number of firings */
END { printf("%d\n", n); }
