BEGIN { a[1] = 2; trace(a(1)); }
