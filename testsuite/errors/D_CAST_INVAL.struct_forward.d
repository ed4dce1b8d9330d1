BEGIN { x = (struct foo)1; }
