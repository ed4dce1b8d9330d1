# exit(N) with N > 255: the exit status is N & 255, as dtrace's (300 -> 44).
dtap --vm -q -n 'BEGIN { printf("bye\n"); exit(300); }'
