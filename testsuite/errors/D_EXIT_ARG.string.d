BEGIN { exit("done"); }
