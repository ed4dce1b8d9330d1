BEGIN { self->a["k"] = 1; trace(self->a["k", 2]); }
