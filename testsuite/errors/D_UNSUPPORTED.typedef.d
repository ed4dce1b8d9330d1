typedef int myint;
BEGIN { x = 1; }
