/* dtrace-utils cooks chill( ) against its prototype void(int) in pass 2
 * (dt_ident.c, dt_idcook_func) and refuses destructive actions only at
 * load (dt_bpf.c, dt_bpf_load_progs): the count is reported, not the -w. */
BEGIN { chill(); }
