/* a struct is stored through a pointer member by member only */
struct s { int a; };
BEGIN { this->p = (struct s *)alloca(sizeof(struct s)); *this->p = *this->p; }
