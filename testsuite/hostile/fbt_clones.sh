# the clone probes load, fire and unload; the counts vary; no return is
# reported missed (6.12's fprobe used to count the calls made while it
# was unregistered: probe_fbt_wide.c, dtap_fbtw_fp_stop)
m=${1%.ko}
dtaprun -c '/root/w/sysload files 50' "$1" > out 2> err
echo "exit $?"
[ "$(tr -d ' \n' < out)" -gt 0 ] 2>/dev/null && echo fired
grep -v '^$' err
grep -c "^$m " /proc/modules
exit 0
