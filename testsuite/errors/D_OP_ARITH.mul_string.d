BEGIN { x = 2; trace("abc" * x); }
