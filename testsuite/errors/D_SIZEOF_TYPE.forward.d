BEGIN { x = sizeof(struct foo); }
