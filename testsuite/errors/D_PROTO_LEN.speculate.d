BEGIN { speculate(); }
