BEGIN { self->p = (char *)arg0; self->p++; }
