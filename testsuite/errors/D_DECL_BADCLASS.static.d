static int x;

BEGIN { x = 1; }
