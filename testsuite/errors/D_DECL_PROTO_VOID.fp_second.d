typedef int (*handler_t)(int, void);

BEGIN
{
}
