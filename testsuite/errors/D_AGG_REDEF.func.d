tick-1s { @a[probename] = count(); }
tick-1s { @a[probename] = sum(1); }
