BEGIN { x = 1; }
#pragma D line 70 "renamed.d"
BEGIN { y = nosuch; }
