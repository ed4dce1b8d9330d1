# The usdt provider on the host (pass 2, 3 and -l; testsuite/golden/usdt_*
# run it): sys/sdt.h probes of testsuite/workloads/usdtwl.c listed as dtrace
# lists USDT probes (provider and pid, module, function, "__" as "-"),
# dtrace's D_PDESC_ZERO for a provider or probe the program does not have,
# an operand dtap cannot read refused by name, the sites and semaphore of
# the generated module, and -p's objects through map_files.
W=$DTAP_HOME/build/testsuite/workloads/usdtwl
p2() { dtap -x errtags --pass=2 -c "$W 3" -n "$1" > /dev/null 2> err; echo "rc $?"; sed "s|$W|USDTWL|g; s|at 0x[0-9a-f]* in|at ADDR in|" err; }
p2 'nosuch$target:::step'
p2 'usdtwl$target:::nosuch'
p2 'usdtwl$target:nosuch.so.1::step'
p2 'badprov$target:::weird'
p2 'usdtwl$target:::step'
# a provider named with a pid: with -c it is PROVIDER$target
p2 'usdtwl123:::step'
dtap -x errtags --pass=2 -p 4194304 -n 'usdtwl$target:::step' 2>&1; echo "rc $?"
echo "-- listing"
dtap -l -n 'usdtwl$target:::' -c "$W" | sed 's/^ *[0-9][0-9]* *usdtwl[0-9][0-9]* */ID usdtwlN /'
dtap -l -n 'usdtwl$target::hot:' -c "$W" | sed 's/^ *[0-9][0-9]* *usdtwl[0-9][0-9]* */ID usdtwlN /'
dtap -lv -n 'usdtwl$target:::neg' -c "$W" 2> /dev/null | sed 's/^ *[0-9][0-9]* *usdtwl[0-9][0-9]* */ID usdtwlN /'
echo "-- probes"
dtap --pass=2 -c "$W" -n 'usdtwl$target:::step,usdtwl$target::hot:hot {}' | sed -n '/^probes:/,/^globals:/p'
echo "-- sites: operands, a semaphore's file offset"
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "$W" \
	-n 'usdtwl$target:::neg,usdtwl$target:::global,usdtwl$target:::local,usdtwl$target:::hot { trace(arg0); }' |
	grep -E '\.path =|\.kind =|dtap_tprov' | sed "s|$W|USDTWL|; s|ref_ctr_offset = 0x[1-9a-f][0-9a-f]*ULL|ref_ctr_offset = SEM|; s|0x[0-9a-f]*ULL|OFF|g; s|\.disp = [0-9]\{4,\}LL|.disp = ADDR|"
echo "-- every operand form"
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "$W" -n 'usdtwl$target:::forms { trace(arg0); }' |
	grep -E '\.kind =' | sed "s|\.disp = [0-9]\{4,\}LL|.disp = ADDR|"
echo "-- a shared library's probe (RUNPATH \$ORIGIN)"
dtap -l -n 'usdtlib$target:::' -c "$W" | sed 's/^ *[0-9][0-9]* *usdtlib[0-9][0-9]* */ID usdtlibN /'
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "$W" -n 'usdtlib$target:::fire { trace(arg0); }' |
	grep -E '\.kind =|\.path =' | sed "s|$DTAP_HOME/build/testsuite/workloads|W|; s|0x[0-9a-f]*ULL|OFF|g; s|\.disp = [0-9]\{4,\}LL|.disp = ADDR|"
echo "-- -p: the objects of a running process, opened through map_files"
"$W" 4000000000 > /dev/null &
p=$!
sleep 0.3
dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -p $p -n 'usdtwl$target:::step {}' |
	grep '\.path' | sed "s|/proc/$p/map_files/[0-9a-f]*-[0-9a-f]*|/proc/PID/map_files/LO-HI|; s|0x[0-9a-f]*ULL|OFF|g; s|\.pid = $p|.pid = PID|"
dtap -l -p $p -n 'usdtwl$target:::local' | sed 's/^ *[0-9][0-9]* *usdtwl[0-9][0-9]* */ID usdtwlN /'
kill $p
