BEGIN { x = dirname(1); }
