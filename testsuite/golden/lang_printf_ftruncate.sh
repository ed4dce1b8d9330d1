rm -f /tmp/ftruncate.out
dtaprun "$1"
rc=$?
echo "file:"
cat /tmp/ftruncate.out
exit $rc
