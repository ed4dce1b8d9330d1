BEGIN { x = getminor(1, 1); }
