# The pid provider on the host (pass 2 and -l; testsuite/golden/pid_* run
# it): the program's functions from its ELF file, dtrace's diagnostics for
# a function, module, offset or probe name that is not there, a listing
# named after the -c command's process.
W=$DTAP_HOME/build/testsuite/workloads/pidwl
p2() { dtap -x errtags --pass=2 -c "$W 3" -n "$1" > /dev/null 2> err; echo "rc $?"; sed "s|$W|PIDWL|g" err; }
p2 'pid$target:a.out:nosuch:entry'
p2 'pid$target:pidwl:add3:1'
p2 'pid$target:a.out:add3:1000'
p2 'pid$target:a.out:add3:xyz'
p2 'pid$target:nosuch.so.1:add3:entry'
p2 'pid$target:a.out:add3:0'
p2 'pid$target::nosuch*:entry'
# a pid probe names a process: with -c it is pid$target
p2 'pid123:a.out:add3:entry'
dtap -x errtags --pass=2 -p 4194304 -n 'pid$target:::entry' 2>&1; echo "rc $?"
echo "-- listing"
dtap -l -n 'pid$target:a.out:add*:' -c "$W" | sed 's/^ *[0-9][0-9]* *pid[0-9][0-9]* */ID pidN /'
dtap -l -n 'pid$target:libc.so.6:strtoul:entry' -c "$W" | sed 's/^ *[0-9][0-9]* *pid[0-9][0-9]* */ID pidN /'
echo "-- probes"
dtap --pass=2 -c "$W" -n 'pid$target:a.out:add3:,pid$target:a.out:parse:0 {}' | sed -n '/^probes:/,/^globals:/p'
echo "-- -p: the objects of a running process, opened through map_files"
"$W" 100 300 > /dev/null &
p=$!
sleep 0.5
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -p $p \
	-n 'pid$target:a.out:add3:entry,pid$target:libc.so.6:strtoul:return {}' |
	grep '\.path' | sed "s|/proc/$p/map_files/[0-9a-f]*-[0-9a-f]*|/proc/PID/map_files/LO-HI|; s|0x[0-9a-f]*ULL|OFF|; s|\.pid = $p|.pid = PID|"
dtap -l -p $p -n 'pid$target:a.out:parse:entry' | sed 's/^ *[0-9][0-9]* *pid[0-9][0-9]* */ID pidN /'
kill $p
echo "-- a library the process dlopen()s: not loaded at start, so an error"
echo "-- without -Z; -Z probes it (where its dlopen() finds it: RUNPATH),"
echo "-- and a module found nowhere matches nothing"
D=$DTAP_HOME/build/testsuite/workloads/usdtdl
dtap -x errtags --pass=2 -c "$D" -n 'pid$target:libdlwl.so:dlwl_add:entry' 2>&1 | sed "s|$DTAP_HOME|TOP|g"
dtap -Z --pass=2 -c "$D" -n 'pid$target:libdlwl.so:dlwl_add:entry,pid$target:libno.so.9:f:entry {}' |
	sed -n '/^probes:/,/^globals:/p'
dtap -Z --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "$D" -n 'pid$target:libdlwl.so:dlwl_add:entry {}' |
	grep '\.path' | sed "s|$DTAP_HOME|TOP|g"
echo "-- a stripped program's other functions from its MiniDebugInfo (.gnu_debugdata)"
dtap --pass=2 -c "$DTAP_HOME/build/testsuite/unit/pidwl-mini" \
	-n 'pid$target:a.out:add3:entry,pid$target:a.out:main:return {}' | sed -n '/^probes:/,/^globals:/p'
echo "-- a provider name of digits alone (a macro's value): no process's"
echo "-- provider (dt_pid.c, dt_pid_get_pid: D_PROC_BADPROV)"
dtap -x errtags --pass=2 -n '$1:::entry {}' 12345 2>&1
echo "exit $?"
