# the clone probes load, fire and unload; the counts vary
m=${1%.ko}
dtaprun -c '/root/w/sysload files 50' "$1" > out 2> err
echo "exit $?"
[ "$(tr -d ' \n' < out)" -gt 0 ] 2>/dev/null && echo fired
grep -v '^$' err
grep -c "^$m " /proc/modules
exit 0
