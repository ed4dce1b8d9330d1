# -V: the version line, exit status 0.
dtap -V
