BEGIN { x = getmajor(1, 1); }
