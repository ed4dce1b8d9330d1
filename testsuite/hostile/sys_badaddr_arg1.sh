# sys_badaddr_arg1.d, with the address of arg1 (its first line) as ARG1.
m=${1%.ko}
dtaprun -c '/root/w/sysload files 10' "$1" > out 2> err
echo "exit $?"
a=$(sed -n 's/^arg1 \([0-9a-f]*\) .*/\1/p' out)
b=$(printf '%x' $((0x$a + 8)))
c=$(printf '%x' $((0x$a + 0x100000000000)))
sed "s/$a/ARG1/" out
sed "s/(0x$a)/(ARG1)/; s/(0x$b)/(ARG1 + 8)/; s/(0x$c)/(ARG1 + 2^44)/" err
grep -c "^$m " /proc/modules
exit 0
