typedef struct foo foo_t;
BEGIN { exit(0); }
