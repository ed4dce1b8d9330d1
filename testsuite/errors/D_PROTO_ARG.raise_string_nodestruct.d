/* raise( ) is void(int) (dt_open.c); its argument is checked in pass 2
 * (dt_ident.c, dt_idcook_func) before the load refuses a program with
 * destructive actions and no -w (dt_bpf.c, dt_bpf_load_progs). */
BEGIN { raise("x"); }
