#pragma D option aggrate
BEGIN { exit(0); }
