#pragma D option quiet
pid$target:a.out:bench_fn:entry { @a = count(); }
END { printa("%@d\n", @a); }
