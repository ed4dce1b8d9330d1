#pragma D option quiet
profile-4999 { s = strjoin(probename, "-x"); n++; }
/* once, at the end: the number of firings */
END { printf("%d\n", n); }
