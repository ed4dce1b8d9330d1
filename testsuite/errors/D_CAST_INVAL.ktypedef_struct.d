/* a kernel typedef of a struct: no cast from an integer */
BEGIN { x = (spinlock_t)arg0; }
