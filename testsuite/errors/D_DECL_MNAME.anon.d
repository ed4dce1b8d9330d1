struct s {
	int a;
	union { int a; long b; };
};
