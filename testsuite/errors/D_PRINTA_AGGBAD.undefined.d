BEGIN { printa(@nope); }
