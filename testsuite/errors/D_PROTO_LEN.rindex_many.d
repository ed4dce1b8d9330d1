BEGIN { x = rindex("a", "a", "a", "a"); }
