BEGIN { $pid = 2; }
