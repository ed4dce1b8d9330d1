BEGIN { x = index("a"); }
