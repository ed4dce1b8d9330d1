unsigned signed x;
BEGIN { exit(0); }
