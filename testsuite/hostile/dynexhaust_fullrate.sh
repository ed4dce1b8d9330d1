# stderr: dtrace's dynamic variable drop lines only.
m=${1%.ko}
dtaprun "$1" > out 2> err
echo "exit $?"
cat out
grep -qE '^dtap: [0-9]+ dynamic variable drops$' err && echo "drops reported"
grep -vE '^dtap: [0-9]+ dynamic variable drops$' err
grep -c "^$m " /proc/modules
exit 0
