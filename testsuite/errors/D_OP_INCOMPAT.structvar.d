/* a struct assigned to an int variable */
struct s { int a; };
struct s v;
int x;
BEGIN { x = v; }
