# -l lists every probe, -l -n PATTERN the matching ones, in dtrace's layout.
dtap -l > list.all
echo "exit $?"
head -n 19 list.all
# fbt: every probe-able function of the target kernel, two probes each
grep -c '^ *[0-9]*        fbt           vmlinux ' list.all > /dev/null && echo "fbt listed"
rm -f list.all
dtap --kernel=6.1.0-56-cloud-amd64 -l -n 'fbt::vfs_read:'
echo "exit $?"
dtap -l -n 'tick-*'
echo "exit $?"
dtap -l -n 'profile:::profile-1*' -n 'dtrace:::E*'
echo "exit $?"
# -lv: argument types from the kernel's DWARF, in dtrace's layout
dtap --kernel=6.1.0-56-cloud-amd64 -lv -n 'fbt::vfs_read:entry' 2> /dev/null
echo "exit $?"
