# The output: whole records only; stderr: dtrace's drop lines only.
m=${1%.ko}
dtaprun "$1" > out 2> err
echo "exit $?"
grep -qE '^dtap: [0-9]+ drops on CPU [01]$' err && echo "drops reported"
grep -vE '^dtap: [0-9]+ drops on CPU [01]$' err
sort -u out | awk '{ print length($0) " bytes" }'
grep -c "^$m " /proc/modules
exit 0
