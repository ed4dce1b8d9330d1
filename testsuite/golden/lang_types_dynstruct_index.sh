# the dynamic variable's address differs per boot: masked
dtaprun "$1" > /tmp/dynstruct_index.out 2> /tmp/dynstruct_index.err
rc=$?
cat /tmp/dynstruct_index.out
sed -E 's/0x[0-9a-f]+/0xADDR/' /tmp/dynstruct_index.err >&2
exit $rc
