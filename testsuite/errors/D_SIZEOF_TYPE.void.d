BEGIN { x = sizeof(void); }
