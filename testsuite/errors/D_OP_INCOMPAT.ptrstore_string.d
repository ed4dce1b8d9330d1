/* a string is no char */
BEGIN { this->p = (char *)alloca(4); *this->p = "x"; }
