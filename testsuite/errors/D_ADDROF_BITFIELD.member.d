/* dt_parser.c, dt_cook_op1(): DT_TOK_ADDROF of a bit-field */
struct flags { int ro:1; int rw:3; } f;
BEGIN { trace(&f.rw); }
