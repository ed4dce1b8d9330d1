/* dt_parser.c, dt_cook_op2(): v[1] of a struct is *(v + 1) */
struct pair { int a, b; } v;
BEGIN { trace(v[1]); }
