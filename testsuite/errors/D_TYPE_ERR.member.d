struct s { foo_t a; };
