# The first check: quiet printf, exit(3) becomes dtap's status.
# (dtrace prints a newline when tracing stops, quiet or not.)
dtap --vm -q -n 'BEGIN { printf("hello %d %s\n", 42, "world"); exit(3); }'
