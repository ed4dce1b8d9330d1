#pragma D option quiet
pid$target:a.out:bench_fn:entry { @a = count(); @s = sum(arg0); }
END { printa("%@d\n", @s); printa("%@d\n", @a); }
