BEGIN { x = (int *)0; }
