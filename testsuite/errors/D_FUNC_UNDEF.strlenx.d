BEGIN { x = strlenx("a"); }
