#pragma D option quiet
bench$target:::fn { @a = count(); @s = sum(arg0); }
END { printa("%@d\n", @s); printa("%@d\n", @a); }
