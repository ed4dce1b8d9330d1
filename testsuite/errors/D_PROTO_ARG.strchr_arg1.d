BEGIN { x = strchr(1, 'c'); }
