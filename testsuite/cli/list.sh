# -l lists every probe, -l -n PATTERN the matching ones, in dtrace's layout.
dtap -l
echo "exit $?"
dtap -l -n 'tick-*'
echo "exit $?"
dtap -l -n 'profile:::profile-1*' -n 'dtrace:::E*'
echo "exit $?"
