BEGIN { x = htons(); }
