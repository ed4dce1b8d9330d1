# faults are racy in number: count none, show that there were some
# (the stale-scratch stores), that dtaprun ended well and unloaded
m=${1%.ko}
dtaprun "$1" > out 2> err
echo "exit $?"
cat out
grep -v "invalid address\|re-entrant probe firing" err | grep -v "^$"
grep -q 'invalid address' err && echo "faults reported"
grep -c "^$m " /proc/modules
exit 0
