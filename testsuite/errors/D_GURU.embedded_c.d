/* embedded C, at file scope and in an expression, needs -g */
%{
static int x;
%}

BEGIN
{
	y = %{ jiffies %};
}
