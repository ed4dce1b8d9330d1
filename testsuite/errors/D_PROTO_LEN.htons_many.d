BEGIN { x = htons(1, 1); }
