# the module's address differs per load: masked (epid 2)
dtaprun "$1" > /tmp/types_array.out 2> /tmp/types_array.err
rc=$?
cat /tmp/types_array.out
sed -E '/enabled probe ID 2 /s/0x[0-9a-f]+/0xADDR/' /tmp/types_array.err >&2
exit $rc
