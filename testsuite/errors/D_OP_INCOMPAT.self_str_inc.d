BEGIN { self->s = "a"; self->s += 1; }
