# Typed args[] of pid probes on the host (pass 2; testsuite/golden/
# pid_typed runs them): the prototype from the program's own DWARF or
# from the file its .gnu_debuglink names (pidtyped-stripped's
# pidtyped.debug, beside it), user pointers to its struct; and the
# diagnostics: an argument that is not there, args[N]-> on a program
# without DWARF (saying where dtap looked), on an offset probe, and on a
# return probe's missing args[2].
W=$DTAP_HOME/build/testsuite/workloads
p2() {	# PROGRAM PROBE-CLAUSE
	DEBUGINFOD_URLS= DTAP_DEBUGDIR=/nonexistent/debug dtap -x errtags --pass=2 -c "$W/$1" -n "$2" > out 2> err
	echo "rc $?"
	sed "s|$W/|W/|g; s|\.build-id/[0-9a-f]*/[0-9a-f]*\.debug|.build-id/NN/ID.debug|" err
}
for prog in pidtyped pidtyped-stripped; do
	echo "-- $prog"
	p2 $prog 'pid$target:a.out:parse_request:entry { trace(args[0]->next->path); trace(args[0]->method[1]); }'
	p2 $prog 'pid$target:a.out:next_of:return { trace(args[1]->port); }'
done
echo "-- errors"
p2 pidtyped 'pid$target:a.out:parse_request:entry { trace(args[1]); }'
p2 pidtyped 'pid$target:a.out:parse_request:entry { trace(args[0]->nosuch); }'
p2 pidtyped 'pid$target:a.out:parse_request:return { trace(args[2]); }'
p2 pidwl 'pid$target:a.out:parse:entry { trace(args[0]->x); }'
# the second instruction of parse_request, whatever the compiler made
off=$(objdump -d --no-show-raw-insn "$W/pidtyped" | sed -n '/<parse_request>:/,/^$/p' |
	sed -n '3s/^ *\([0-9a-f]*\):.*/\1/p')
start=$(nm "$W/pidtyped" | sed -n 's/^\([0-9a-f]*\) T parse_request$/\1/p')
p2 pidtyped "pid\$target:a.out:parse_request:$(printf %x $((0x$off - 0x$start))) { trace(args[0]->id); }" |
	sed 's/parse_request:[0-9a-f]* /parse_request:OFF /'
echo "-- the loads: user reads (pass 3)"
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "$W/pidtyped" \
	-n 'pid$target:a.out:parse_request:entry { trace(args[0]->port); trace(stringof(args[0]->path)); }' |
	grep -o 'dtap_u[a-z_]*(ctx, [^,]*, [^,)]*' | sed 's/\bt[0-9][0-9]*/T/g'
echo "-- -lv: the argument types a clause gets (dtrace lists none for pid probes)"
for pat in 'pid$target:a.out:parse_request:' 'pid$target:a.out:next_of:return'; do
	DEBUGINFOD_URLS= DTAP_DEBUGDIR=/nonexistent/debug dtap -lv -n "$pat" -c "$W/pidtyped-stripped" 2> /dev/null |
		sed -n 's/^ *[0-9][0-9]* *pid[0-9][0-9]* */ID pidN /p; /Argument Types/,/^$/p'
done
DEBUGINFOD_URLS= DTAP_DEBUGDIR=/nonexistent/debug dtap -lv -n 'pid$target:a.out:parse:entry' -c "$W/pidwl" 2> /dev/null |
	sed -n '/Argument Types/,/^$/p'
echo "-- -p: .gnu_debuglink looked for beside the object's path in the process's root"
"$W/pidtyped-stripped" 3 pause > /dev/null &
p=$!
sleep 0.3
DEBUGINFOD_URLS= DTAP_DEBUGDIR=/nonexistent/debug dtap -x errtags --pass=2 -p $p \
	-n 'pid$target:a.out:parse_request:entry { trace(args[0]->next->path); }' > /dev/null
echo "rc $?"
kill $p
