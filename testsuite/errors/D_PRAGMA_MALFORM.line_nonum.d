BEGIN { x = 1; }
#pragma D line
BEGIN { y = 2; }
