struct in_s { int a; long b; };
typedef struct out_s { int sum; long twice; } out_t;
struct in_s v;
translator out_t < struct in_s *P > { sum = P->a; };
BEGIN { this->p = xlate<out_t *>(&v); }
