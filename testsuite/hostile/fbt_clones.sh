# the clone probes load, fire and unload; the counts vary, and so does the
# number of returns missed that dtapio reports at exit (580 probes: the
# compact form, whose fprobe on 6.12 counts the returns its recursion
# guard turns away, dtap(1) fbt; a few, depending on what the handler's
# CPU was doing): that one line is left out, every other one is kept
m=${1%.ko}
dtaprun -c '/root/w/sysload files 50' "$1" > out 2> err
echo "exit $?"
[ "$(tr -d ' \n' < out)" -gt 0 ] 2>/dev/null && echo fired
grep -v '^$' err | grep -Ev '^dtap: [0-9]+ fbt return probe firings? missed$'
grep -c "^$m " /proc/modules
exit 0
