BEGIN { x = progenyof("a"); }
