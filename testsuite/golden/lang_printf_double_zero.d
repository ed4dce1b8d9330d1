#pragma D option quiet

/*
 * A double and a float never assigned are 0: %e %f %g %G print zero, not
 * -nan (their storage is zero-filled, as every D variable's).
 */
double d;
float f;
self double sd;

BEGIN
{
	printf("%f %e %g %G\n", d, d, d, d);
	printf("%f %e %g %G\n", f, f, f, f);
	printf("%f %.2f\n", self->sd, self->sd);
	exit(0);
}
