# --metrics (or --metrics-file) on a program without aggregations: dtap
# says so after pass 2, before building anything (a scraper would take an
# empty page for data); exit status 1.  (dtapio refuses it too, for
# dtaprun of a built module: testsuite/golden/metrics_noaggs.)
dtap --metrics=127.0.0.1:9464 -n 'BEGIN { printf("hi\n"); exit(0); }' 2>&1
echo "exit $?"
dtap --vm --metrics-file=m.prom -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
test -e m.prom && echo "m.prom was created"
dtap --metrics=127.0.0.1:9464 -n 'BEGIN { @ = count(); exit(0); }' --pass=2 > /dev/null 2>&1
echo "pass 2 of a program with an aggregation: exit $?"
