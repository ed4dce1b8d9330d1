#pragma D depends_on kernel linux
BEGIN { exit(0); }
