#pragma D option quiet

/*
 * An enum definition may declare names of its type as C's does:
 * "typedef enum [tag] { ... } name_t, *name_p;" and "enum tag { ... } v;"
 * (D's enums are ints); the enumerators are defined either way.
 */
typedef enum color { RED, GREEN = 5, BLUE } color_t, *color_p;
typedef enum { LOW = -1, HIGH = 1 } level_t;
enum shape { SQUARE = 4, TRIANGLE = 3 } myshape;

BEGIN
{
	myshape = TRIANGLE;
	this->c = (color_t)BLUE;
	printf("%d %d %d %d %d\n", RED, GREEN, this->c, LOW, myshape);
	printf("%d %d %d\n", sizeof(color_t), sizeof(color_p), sizeof(level_t));
	exit(0);
}
