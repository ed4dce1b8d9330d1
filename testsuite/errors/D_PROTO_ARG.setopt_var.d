BEGIN { x = "quiet"; setopt(x); }
