BEGIN { x = getmajor("a"); }
