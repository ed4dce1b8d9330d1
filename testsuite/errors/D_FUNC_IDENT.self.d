BEGIN { trace(self->x()); }
