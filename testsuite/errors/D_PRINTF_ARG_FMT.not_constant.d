BEGIN { s = "%d\n"; printf(s, 1); }
