/* dt_cg.c, dt_cg_call_subr(): the assignment cooks (x takes the type void), the call is refused when its code is generated */
BEGIN { x = printf("hi\n"); }
