int n;
BEGIN { n = "one"; }
