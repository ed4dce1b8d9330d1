END { x = 1; printa(x); }
