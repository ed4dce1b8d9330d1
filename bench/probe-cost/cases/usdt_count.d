#pragma D option quiet
bench$target:::fn { @a = count(); }
END { printa("%@d\n", @a); }
