BEGIN { n = 5; stack(n); }
