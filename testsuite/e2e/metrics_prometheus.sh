# --metrics with --vm: Debian's prometheus (our own instance, on this
# host's loopback, never its service) scrapes a running `dtap --vm` through
# qemu's forwarded port; PromQL queries over its HTTP API (promtool query
# instant: /api/v1/query) return the series and values the script's
# aggregations hold: labels of awkward keys escaped (named by #pragma D
# option metric_labels for @calls, key0 for @keys), a negative lquantize
# range as cumulative buckets whose +Inf equals _count, a quantile.  Then
# SIGINT: the exit-time output is dtrace's as ever, and the exposition of
# the final aggregations (--metrics-file) passes `promtool check metrics`.
base=$((20000 + $$ % 20000))
mport=$base pport=$((base + 1))
cat > prom.yml <<YML
global:
  scrape_interval: 1s
scrape_configs:
  - job_name: dtap
    static_configs:
      - targets: ['127.0.0.1:$mport']
YML
cat > m.d <<'D'
#pragma D option metric_labels=@calls:name,n
BEGIN
{
	@calls["a\"b\\c", 1] = count();
	@calls["line\nnext", 2] = count();
	@calls["line\nnext", 2] = count();
	@keys[-3] = max(1);
	@bytes = sum(-5);
	@lat = lquantize(-7, -10, 10, 5);
	@lat = lquantize(3, -10, 10, 5);
	@lat = lquantize(12, -10, 10, 5);
	@mean = avg(3);
	@mean = avg(4);
	printf("started\n");
}
D
dtap --vm -q --metrics=127.0.0.1:$mport --metrics-file=final.prom -s m.d > out 2> err &
dpid=$!
prometheus --config.file=prom.yml --storage.tsdb.path=tsdb \
	--web.listen-address=127.0.0.1:$pport > prom.log 2>&1 &
ppid=$!
n=0
while ! grep -q started out 2> /dev/null && [ $n -lt 1500 ]; do
	sleep 0.2
	n=$((n + 1))
done
q() {	# EXPR: its instant vector, one sorted line per series, no timestamps
	promtool query instant "http://127.0.0.1:$pport" "$1" 2>&1 |
		sed -e 's/ @\[[0-9.]*\]$//' -e "s/127.0.0.1:$mport/ADDR/" | sort
}
# until a scrape has landed (at most 60 s)
n=0
while [ -z "$(q dtap_lat_count)" ] && [ $n -lt 120 ]; do
	sleep 0.5
	n=$((n + 1))
done
echo "== dtap_calls_total"; q dtap_calls_total
echo "== dtap_keys, dtap_bytes, dtap_mean"; q dtap_keys; q dtap_bytes; q dtap_mean
echo "== dtap_lat_bucket"; q dtap_lat_bucket
echo "== +Inf - _count"; q 'dtap_lat_bucket{le="+Inf"} - ignoring(le) dtap_lat_count'
echo "== median"; q 'histogram_quantile(0.5, dtap_lat_bucket)'
kill -INT $dpid
wait $dpid
rc=$?
kill $ppid
wait $ppid 2> /dev/null
echo "== dtap's output (exit status $rc)"
cat out
cat err >&2
echo "== promtool check metrics of the final aggregations"
promtool check metrics < final.prom && echo accepted
grep '^dtap_lat' final.prom
