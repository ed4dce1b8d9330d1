BEGIN { trace(nothing[1]); }
