# pid_dlopen: the faults' messages name the probe by the process's pid
# (usdtdlPID:...), whatever pid the guest gave it.
dtaprun -c '/root/w/usdtdl 3' "$1" 2> /tmp/pid_dlopen.err
echo "dtaprun exit $?"
sed 's/(ID \([0-9]*\): usdtdl[0-9]*:/(ID \1: usdtdlPID:/' /tmp/pid_dlopen.err
