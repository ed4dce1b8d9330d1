# SIGINT to a running `dtap --vm` (kill(1), as ^C would be): tracing stops,
# END runs, the aggregation prints, exit status 0.  The signal is sent ~2 s
# after the BEGIN output arrived; the count varies and is masked.
dtap --vm -q -n 'BEGIN { printf("started\n"); }
	profile:::tick-10ms { @ticks = count(); }
	END { printf("end\n"); }' > out 2> err &
pid=$!
n=0
while ! grep -q started out 2> /dev/null && [ $n -lt 1200 ]; do
	sleep 0.1
	n=$((n + 1))
done
sleep 2
kill -INT $pid
wait $pid
rc=$?
sed 's/^  *[1-9][0-9]*$/  COUNT/' out
cat err >&2
exit $rc
