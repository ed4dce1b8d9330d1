# dtrace's non-quiet layout.  BEGIN runs on whichever CPU the consumer is
# on (the guest has 2): the CPU column is masked, the rest is exact.
dtap --vm -n 'BEGIN { trace("hi"); exit(0); }' > out
rc=$?
sed '2s/^ *[0-9][0-9]* /  C /' out
exit $rc
