# pid_typed: the faults' messages name the probe by the process's pid
# (pidPID:...), whatever pid the guest gave it; pidtyped prints nothing.
dtaprun -c '/root/w/pidtyped 3 quiet' "$1" 2> /tmp/pid_typed.err
echo "dtaprun exit $?"
sed 's/(ID \([0-9]*\): pid[0-9]*:/(ID \1: pidPID:/' /tmp/pid_typed.err
