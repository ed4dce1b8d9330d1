int a[string];
BEGIN { a[1] = 3; }
