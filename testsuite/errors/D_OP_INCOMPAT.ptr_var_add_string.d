BEGIN { self->p = (int *)arg0; self->p += "a"; }
