#pragma D option strsize=big
BEGIN { exit(0); }
