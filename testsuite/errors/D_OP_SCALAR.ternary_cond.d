/* dt_parser.c, dt_cook_op3(): the condition is checked first */
struct s { int a; } v;
BEGIN { x = v ? 1 : 2; }
