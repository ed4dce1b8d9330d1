/* #error is dtrace's #pragma D error: the words, strings as their text */
#error "no such thing" here
BEGIN
{
}
