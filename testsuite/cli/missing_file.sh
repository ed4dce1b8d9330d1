# -s of a file that does not exist: dtrace's message, exit status 1.
dtap -s nofile.d
