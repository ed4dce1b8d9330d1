struct in_s {
	struct in_s {
		int b;
	} x;
	int a;
};

BEGIN
{
	exit(0);
}
