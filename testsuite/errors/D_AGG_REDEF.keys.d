tick-1s { @a[cpu] = count(); }
tick-1s { @a[probename] = count(); }
