# frames: addresses move with KASLR, offsets with the build (a kernel
# address has 20 digits; "KADDR" keeps the line JSON).
dtaprun -c '/root/w/sysload getppid 3' "$1" > /tmp/json_stack.out 2> /tmp/json_stack.err
rc=$?
sed -E 's/"address":[0-9]{19,20}/"address":"KADDR"/g; s/\+0x[0-9a-f]+/+0xOFF/g' /tmp/json_stack.out
cat /tmp/json_stack.err >&2
exit $rc
