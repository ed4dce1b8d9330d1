BEGIN { self->a[1] = 1; self->a = 2; }
