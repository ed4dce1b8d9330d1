BEGIN { x = copyin("a", 4); }
