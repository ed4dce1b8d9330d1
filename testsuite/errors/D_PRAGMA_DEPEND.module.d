#pragma D depends_on module no_such_module
BEGIN { exit(0); }
