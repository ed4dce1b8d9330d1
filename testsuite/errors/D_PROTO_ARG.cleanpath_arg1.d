BEGIN { x = cleanpath(1); }
