BEGIN { x = substr(1, 1); }
