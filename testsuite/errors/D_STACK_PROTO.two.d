BEGIN { stack(5, 1); }
