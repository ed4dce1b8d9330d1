# module and scratch addresses differ per boot: masked
m=${1%.ko}
dtaprun "$1" > out 2> err
echo "exit $?"
cat out
sed -E 's/\(0x[0-9a-f]{9,}\)/(0xADDR)/' err
grep -c "^$m " /proc/modules
exit 0
