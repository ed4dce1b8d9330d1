BEGIN { exit(0); }
/* never closed
END { }
