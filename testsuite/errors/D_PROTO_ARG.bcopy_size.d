BEGIN { bcopy(0, 0, "8"); }
