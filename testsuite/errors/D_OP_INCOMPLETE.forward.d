/* a struct tag nobody defines is a forward declaration: no members */
typedef struct foo foo_t;
BEGIN { p = (foo_t *)arg0; trace(p->a); }
