#pragma D depends_on library nosuch.d
BEGIN { exit(0); }
