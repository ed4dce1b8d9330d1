#pragma D option quiet
pid$target:a.out:bench_fn:entry { @a[ustack(1)] = count(); }
END { printa("%@d\n", @a); }
