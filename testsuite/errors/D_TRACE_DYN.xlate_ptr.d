/* dt_cg.c, dt_cg_act_trace(): an xlate has the dynamic type, a pointer one too */
struct in_s { int a; long b; };
typedef struct out_s { int sum; long twice; } out_t;
struct in_s v;
translator out_t < struct in_s *P > { sum = P->a; };
BEGIN { trace(xlate<out_t *>(&v)); }
