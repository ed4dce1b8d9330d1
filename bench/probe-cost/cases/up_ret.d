#pragma D option quiet
pid$target:a.out:bench_fn:return { @a = count(); }
END { printa("%@d\n", @a); }
