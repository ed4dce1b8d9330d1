# dtap -v prints dtrace's stability report of each -s / -n (stdout), -e
# adds each probe description's -lv block.  The attributes: a probe
# description's from its provider's and each field it names (Unstable
# without a provider or when it matches probes whose arguments may
# differ), a clause's statements' from what they name (curthread,
# args[], probefunc, #pragma D attributes, the tapsets' pragmas).
k=6.12.95+deb12-cloud-amd64
cat > sys.d <<'END'
syscall::read:entry
/execname != "dtap"/
{
	@[execname] = count();
}
END
cat > fbt.d <<'END'
fbt::vfs_read:entry
{
	trace(args[2]);
}
END
cat > cur.d <<'END'
dtrace:::BEGIN
{
	trace(curthread->pid);
}
END
cat > proc.d <<'END'
proc:::exit
{
	trace(curpsinfo->pr_pid);
	trace(args[0]);
}
END
cat > prag.d <<'END'
#pragma D attributes Unstable/Evolving/Common counter
int counter;
BEGIN
{
	counter = 1;
}

profile:::tick-1s
{
	trace(probefunc);
}
END
cat > glob.d <<'END'
syscall::read*:entry,
fbt::vfs_read:return
{
}
END
cat > none.d <<'END'
inline int N = 3;
END
dtap -e -v --kernel=$k -s sys.d -s fbt.d -s cur.d -s proc.d -s prag.d -s glob.d -s none.d \
	-n 'tick-1s { trace(curlwpsinfo->pr_lwpid); }' 2>/dev/null
echo "exit $?"
# -lv of a stable provider of the tapsets: its pragmas' attributes
dtap -lv --kernel=$k -n 'sched:::on-cpu' 2>/dev/null | sed 1,2d
echo "exit $?"
# without -v: no report
dtap -e --kernel=$k -s cur.d
echo "exit $?"
# -x amin on the command line: curthread's data is Private (D_ATTR_MIN,
# at curthread); the statement passes an amin it meets
dtap -x errtags -x amin=Stable/Stable/Common --kernel=$k --pass=2 -s cur.d 2>&1 >/dev/null
echo "exit $?"
dtap -x amin=Stable/Private/Common --kernel=$k --pass=2 -s cur.d > /dev/null
echo "exit $?"
