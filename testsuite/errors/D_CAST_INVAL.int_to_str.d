BEGIN { x = (string)1; }
