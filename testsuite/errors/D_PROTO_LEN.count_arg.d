BEGIN { @c = count(1); }
