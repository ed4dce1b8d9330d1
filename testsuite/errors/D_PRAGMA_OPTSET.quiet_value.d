#pragma D option quiet=maybe
BEGIN { exit(0); }
