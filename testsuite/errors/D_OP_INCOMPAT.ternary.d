BEGIN { trace(arg0 ? "a" : 1); }
