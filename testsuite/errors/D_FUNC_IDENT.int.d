BEGIN { trace(1()); }
