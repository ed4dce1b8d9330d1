BEGIN { x = basename(1); }
