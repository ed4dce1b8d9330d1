BEGIN { x = (nosuch_t)arg0; }
