/* dt_open.c: pcap is "void(void *, int)"; dt_ident.c, dt_idcook_func() */
BEGIN { pcap(0); }
