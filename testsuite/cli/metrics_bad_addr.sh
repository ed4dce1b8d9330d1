# --metrics=ADDR:PORT that cannot be served: refused before anything is
# compiled or loaded, with the reason and exit status 2 (dtap, dtaprun
# and dtapio parse it the same way); with --vm only this host's 127.x
# loopback is forwarded.  (A port in use and a program without
# aggregations: testsuite/golden/metrics_noaggs and dtap(1), METRICS.)
for a in nocolon 127.0.0.1 127.0.0.1:0 127.0.0.1:65536 127.0.0.1:9x :9464 ::1:9464 '[::1'; do
	dtap --metrics="$a" -n 'BEGIN { @ = count(); }' 2>&1
	echo "dtap $a: exit $?"
done
dtap --vm --metrics=0.0.0.0:9464 -n 'BEGIN { @ = count(); }' 2>&1
echo "dtap --vm 0.0.0.0: exit $?"
dtaprun --metrics=nocolon none.ko 2>&1
echo "dtaprun: exit $?"
dtapio --metrics=127.0.0.1:0 m none.ko 2>&1
echo "dtapio: exit $?"
