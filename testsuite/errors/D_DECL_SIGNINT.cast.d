BEGIN { x = (signed unsigned char)1; }
