#pragma D option stackframes=2k
BEGIN { exit(0); }
