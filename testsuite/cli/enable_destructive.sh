# Destructive actions without -w: dtrace-utils compiles the program, then
# refuses to start it (libdtrace/dt_bpf.c, dt_bpf_load_progs(): a program
# flagged DIFOFLG_DESTRUCTIVE without the destructive option is
# EDT_DESTRUCTIVE, "Destructive actions not allowed"; cmd/dtrace.c reports
# it as "could not enable tracing", exit status 1).  It checks the buffer
# sizes first (dt_bpf_gmap_create() runs before dt_bpf_load_progs()).
# dtap says so before building; --pass=2 and -e (compile only) succeed, and
# no module is left to load later (--pass=4): dtaprun trusts its metadata.
dtap -n 'BEGIN { chill(1000); raise(10); }' 2>&1
echo "exit $?"
dtap -n 'BEGIN { freopen("/tmp/x"); }' 2>&1
echo "exit $?"
dtap -n 'BEGIN { copyoutstr("x", 0, 2); }' 2>&1
echo "exit $?"
dtap -x dynvarsize=16 -n 'BEGIN { a[1] = 1; stop(); }' 2>&1
echo "exit $?"
dtap --pass=4 -n 'BEGIN { system("true"); }' 2>&1
echo "pass 4: exit $?"
dtap --pass=2 -n 'BEGIN { panic(); }' > /dev/null 2>&1
echo "pass 2: exit $?"
dtap -e -n 'BEGIN { chill(1); raise(10); stop(); system("true"); freopen("");
	copyout((void *)0, 0, 1); copyoutstr("x", 0, 2); panic(); }' 2>&1
echo "-e: exit $?"
ls
