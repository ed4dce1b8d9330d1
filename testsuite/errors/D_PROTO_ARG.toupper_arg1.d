BEGIN { x = toupper(1); }
