struct foo { int a; };
BEGIN { exit(0); }
