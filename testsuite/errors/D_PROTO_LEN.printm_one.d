BEGIN { printm(8); }
