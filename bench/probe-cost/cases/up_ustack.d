#pragma D option quiet
pid$target:a.out:bench_fn:entry { @a[ustack()] = count(); }
END { printa("%@d\n", @a); }
