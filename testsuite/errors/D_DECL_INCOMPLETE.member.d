struct t;
struct s { struct t a; };
