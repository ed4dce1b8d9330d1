tick-1s { @a = count(); }
END { printa(1, @a); }
