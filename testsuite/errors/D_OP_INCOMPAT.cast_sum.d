BEGIN { x = (int)1 + "a"; }
