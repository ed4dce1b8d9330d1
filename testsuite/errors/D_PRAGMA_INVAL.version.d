#pragma D binding "one" x
BEGIN { exit(0); }
