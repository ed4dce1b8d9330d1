/* b, the second declarator, is an int too */
int a, b;
BEGIN { b = "x"; }
