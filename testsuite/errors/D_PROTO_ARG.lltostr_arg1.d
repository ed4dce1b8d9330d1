BEGIN { x = lltostr("a"); }
