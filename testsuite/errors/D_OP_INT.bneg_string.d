BEGIN { trace(~"abc"); }
