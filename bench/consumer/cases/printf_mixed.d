/* several conversions, a string, width and flags, and literal text */
#pragma D option quiet
BEGIN { x = 1; s = "hello"; }
profile-4999 { printf("cpu %d x=%5d hex %x %-8s|%u\n", cpu, x, x, s, x); }
