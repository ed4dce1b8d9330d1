BEGIN { exit(0); } = 3
