# out_cmd: -c CMD as out_cmd.d says; then a command that is not there:
# dtapio says so in dtrace's words, the command's pid ends (127) at once,
# and tracing with it (END runs; the exit status is still 0).
dtaprun -c 'echo to stdout; echo to stderr >&2; exit 3' "$1"
echo "exit $?"
dtaprun -c '/root/w/not-there arg' "$1"
echo "exit $?"
