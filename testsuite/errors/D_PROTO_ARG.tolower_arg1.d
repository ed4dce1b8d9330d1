BEGIN { x = tolower(1); }
