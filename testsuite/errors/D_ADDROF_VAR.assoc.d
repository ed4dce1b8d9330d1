BEGIN
{
	seen["begin"] = 1;
}

BEGIN
/seen["begin"] && &seen["begin"]/
{
	exit(0);
}
