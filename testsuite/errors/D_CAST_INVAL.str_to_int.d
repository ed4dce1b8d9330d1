BEGIN { x = (int)"abc"; }
