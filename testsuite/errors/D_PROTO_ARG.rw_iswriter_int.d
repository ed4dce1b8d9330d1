/* int(vmlinux`rwlock_t *) (dt_open.c): arg0 is an int64_t, not an address */
BEGIN { trace(rw_iswriter((struct rw_semaphore *)arg0)); trace(rw_iswriter(arg0)); }
