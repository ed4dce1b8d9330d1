BEGIN { trace(uuidstr()); }
