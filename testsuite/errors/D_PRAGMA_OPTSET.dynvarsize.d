BEGIN { exit(0); }
#pragma D option dynvarsize=12q
