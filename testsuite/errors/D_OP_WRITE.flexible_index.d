struct s {
	int n;
	int a[];
};
struct s v;
BEGIN { v.a[0] = 1; }
