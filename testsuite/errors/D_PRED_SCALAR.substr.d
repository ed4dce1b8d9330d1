BEGIN /substr("abc", 1)/ { exit(0); }
