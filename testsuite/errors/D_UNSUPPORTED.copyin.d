BEGIN { s = copyin(0); }
