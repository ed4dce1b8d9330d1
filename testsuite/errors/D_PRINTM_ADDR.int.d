BEGIN { printm(8, 1234); }
