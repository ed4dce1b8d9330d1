BEGIN { n = 0; }
profile:::tick-1xyz { exit(0); }
