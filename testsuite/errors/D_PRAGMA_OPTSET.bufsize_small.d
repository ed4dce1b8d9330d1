#pragma D option bufsize=1k
BEGIN { exit(0); }
