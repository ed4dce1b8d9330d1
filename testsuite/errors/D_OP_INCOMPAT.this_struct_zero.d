/* only a dynamic variable is freed by assigning 0 */
struct s { int a; };
this struct s v;
BEGIN { this->v = 0; }
