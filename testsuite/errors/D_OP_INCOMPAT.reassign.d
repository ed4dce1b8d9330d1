BEGIN { x = 1; }
END { x = "one"; }
