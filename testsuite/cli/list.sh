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
# -lv: argument types from the kernel's DWARF, in dtrace's layout, with
# their qualifiers as dtrace names them from CTF (libdtrace/dt_printf.c,
# its ctf_type_name()): kernel_execve's "const char *const *argv"
dtap --kernel=6.1.0-56-cloud-amd64 -lv -n 'fbt::vfs_read:entry' -n 'fbt::kernel_execve:entry' 2> /dev/null
echo "exit $?"
# The syscall provider lists the target kernel's system calls (the
# default kernel's: the ids follow its syscall table), -P lists one
# provider, -lv adds stability and argument types.
dtap -l -n 'syscall::getppid:' -n 'syscall::read:entry'
echo "exit $?"
n=$(dtap -l -P syscall | grep -c ' syscall ')
[ "$n" -gt 600 ] && echo "more than 600 syscall probes"
dtap -l -P syscall | grep -c 'entry$' | { read e; [ $((2 * e + 1)) = "$(dtap -l -P syscall | wc -l)" ] && echo "one entry and one return each"; }
dtap -lv -n 'syscall::openat:entry' -n 'syscall::getppid:return' -n 'dtrace:::BEGIN' 2>/dev/null
echo "exit $?"
# Tracepoints from the target's BTF, with their prototypes' types.
dtap -lv -n 'sdt:::sched_switch' 2>/dev/null
echo "exit $?"
# An id is the probe's rank in the whole listing, whatever the pattern:
# a stable probe listed alone keeps the id the full listing gives it.
full=$(dtap -l 2>/dev/null | awk '$2 == "sched" && $NF == "on-cpu" { print $1 }')
alone=$(dtap -l -n 'sched:::on-cpu' | awk 'NR == 2 { print $1 }')
[ -n "$full" ] && [ "$full" = "$alone" ] && echo "sched:::on-cpu keeps its id alone"
alone=$(dtap -l -P sched | awk '$NF == "on-cpu" { print $1 }')
[ "$full" = "$alone" ] && echo "and with -P sched"
