BEGIN { x = copyin(0); }
