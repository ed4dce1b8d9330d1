BEGIN { trace(memstr("abc", 32, 3)); }
