/* only a pointer is stored through */
int x;
BEGIN { *x = 1; }
