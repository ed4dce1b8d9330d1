# -h: the usage on stdout, nothing on stderr, exit status 0; --help is -h.
dtap -h
dtap --help | cmp -s - /dev/stdin <<END || echo "--help differs from -h"
$(dtap -h)
END
