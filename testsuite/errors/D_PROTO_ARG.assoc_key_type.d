BEGIN { a[1] = 3; trace(a["one"]); }
