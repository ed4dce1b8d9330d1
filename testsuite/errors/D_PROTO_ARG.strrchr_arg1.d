BEGIN { x = strrchr(1, 'c'); }
