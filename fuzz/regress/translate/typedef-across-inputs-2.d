foo_t y;
BEGIN { y = 2; }
