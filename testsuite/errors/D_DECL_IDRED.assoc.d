int a[int];
string a[int];
BEGIN { exit(0); }
