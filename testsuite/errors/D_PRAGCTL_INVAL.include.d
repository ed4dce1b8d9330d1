BEGIN
{
}
#include <stdio.h>
