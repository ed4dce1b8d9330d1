struct t;
struct t v;
