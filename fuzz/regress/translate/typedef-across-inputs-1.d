typedef int foo_t;
foo_t x;
BEGIN { x = 1; }
