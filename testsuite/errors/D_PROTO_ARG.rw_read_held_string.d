BEGIN { trace(rw_read_held("x")); }
