BEGIN { x = substr("a"); }
