#!/bin/sh
# priv-tests.sh - the privilege model of dtaprun(8), in a guest with the
# real dtapio installed (run-vm-tests.sh, boot "priv"): each row of the
# table run by root and by user u (in dtapusr, through the setuid
# dtaprun), one PASS/FAIL line each.  Modules in /m/priv, built from
# testsuite/signing/priv/*.d and signed by the trusted key; workloads
# ustackwl (sleeps N ms in one nanosleep) and mapwl in /bin.
P=/m/priv
out=/tmp/out err=/tmp/err

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; sed 's/^/    | /' $out $err; }

# as WHO CMD: run CMD as root or as u (through su: the setuid dtaprun)
as() {
	who=$1; shift
	dmesg -c > /dev/null
	if [ "$who" = root ]; then "$@" > $out 2> $err
	else su u -c "$*" > $out 2> $err; fi
	rc=$?
}
no_module_left() { ! grep -q -e '^p_' -e '^pkg_' /proc/modules; }
has() { grep -qF -- "$2" "$1"; }

# start WHO MODULE: dtaprun in the background until its BEGIN said ready
# (and a second more: dtap fires BEGIN before it enables system call
# probes)
start() {
	dmesg -c > /dev/null
	if [ "$1" = root ]; then dtaprun "$2" > $out 2> $err &
	else su u -c "dtaprun $2" > $out 2> $err & fi
	dp=$!
	i=0
	while ! has $out ready && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
	sleep 1
}

# ---- files: freopen(), -o, system() as the loading user --------------------
freopen_row() {
	echo secret > /root/rootonly.txt; chmod 600 /root/rootonly.txt
	rm -f /tmp/fr-out.txt
	as root dtaprun $P/p_freopen.ko
	if [ $rc -eq 0 ] && [ "$(cat /root/rootonly.txt)" = "secret
X uid=0" ] && [ "$(stat -c %u /tmp/fr-out.txt)" = 0 ] && has /tmp/fr-out.txt Y &&
	   [ "$(cat $out)" = Z ]; then pass root_freopen_writes_as_root
	else fail root_freopen_writes_as_root "rc $rc, $(cat /root/rootonly.txt | tr '\n' ' ')"; fi
	echo secret > /root/rootonly.txt
	rm -f /tmp/fr-out.txt
	as u dtaprun $P/p_freopen.ko
	if [ $rc -eq 0 ] && [ "$(cat /root/rootonly.txt)" = secret ] &&
	   has $err 'dtap: couldn'"'"'t freopen() "/root/rootonly.txt": Permission denied' &&
	   [ "$(stat -c %u:%g /tmp/fr-out.txt)" = 1000:1000 ] && has /tmp/fr-out.txt Y &&
	   has $out "X uid=1000" && has $out Z; then pass setuid_freopen_writes_as_user
	else fail setuid_freopen_writes_as_user "rc $rc, rootonly: $(cat /root/rootonly.txt | tr '\n' ' ')"; fi
	no_module_left || fail freopen_unloaded "module left"
}

output_row() {
	rm -f /root/o.txt
	as root dtaprun -o /root/o.txt $P/p_system.ko
	if [ $rc -eq 0 ] && [ "$(cat /root/o.txt)" = 0 ]; then pass root_system_and_output_as_root
	else fail root_system_and_output_as_root "rc $rc"; fi
	rm -f /root/o.txt
	as u dtaprun -o /root/o.txt $P/p_system.ko
	if [ $rc -eq 1 ] && has $err "cannot open /root/o.txt: Permission denied" &&
	   [ ! -e /root/o.txt ]; then pass setuid_output_file_as_user
	else fail setuid_output_file_as_user "rc $rc"; fi
	as u dtaprun $P/p_system.ko
	if [ $rc -eq 0 ] && [ "$(cat $out)" = 1000 ]; then pass setuid_system_runs_as_user
	else fail setuid_system_runs_as_user "rc $rc"; fi
}

# ---- processes: raise(), copyout() on the loading user's only --------------
# sleepers: one of root's and one of u's, each one nanosleep of 10 s,
# started once the module runs; $rp and $up
sleepers() {
	ustackwl 10000 & rp=$!
	su u -c "exec ustackwl 10000" & up=$!
}
# a process that ended is a zombie until reaped: not alive
alive() { [ -f /proc/$1/stat ] && ! grep -q '^[0-9]* ([^)]*) Z' /proc/$1/stat; }
reap() { kill -9 $rp $up 2> /dev/null; wait $rp $up 2> /dev/null; }

# process_row NAME MODULE: after the module ran (4 s), which sleeper is
# gone: both when root loaded it; u's only, with "invalid user access"
# for root's, when u did
process_row() {
	start root $P/$2.ko
	sleepers
	wait $dp; rc=$?
	if [ $rc -eq 0 ] && ! alive $rp && ! alive $up && ! has $err "invalid user access"
	then pass root_$1_acts_on_any_process
	else fail root_$1_acts_on_any_process "rc $rc, root's alive: $(alive $rp && echo yes), u's: $(alive $up && echo yes)"; fi
	reap
	start u $P/$2.ko
	sleepers
	wait $dp; rc=$?
	if [ $rc -eq 0 ] && alive $rp && ! alive $up &&
	   grep -q "^dtap: error on enabled probe ID [0-9]* (ID [0-9]*: syscall:vmlinux:[a-z_]*nanosleep:entry): invalid user access in action #[0-9]*$" $err
	then pass setuid_$1_acts_on_users_processes_only
	else fail setuid_$1_acts_on_users_processes_only "rc $rc, root's alive: $(alive $rp && echo yes), u's: $(alive $up && echo yes)"; fi
	reap
	no_module_left || fail $1_unloaded "module left"
}

# ---- kernel-destructive actions and guru mode: root's alone -----------------
kernel_row() {
	as root dtaprun $P/p_chill.ko
	if [ $rc -eq 0 ] && [ "$(cat $out)" = chilled ]; then pass root_loads_kernel_destructive
	else fail root_loads_kernel_destructive "rc $rc"; fi
	as u dtaprun $P/p_chill.ko
	if [ $rc -eq 1 ] && has $err "refusing to load $P/p_chill.ko: it uses kernel-destructive actions (chill(), panic()), which only root may run" &&
	   ! grep -q '^p_chill' /proc/modules; then pass setuid_refuses_kernel_destructive
	else fail setuid_refuses_kernel_destructive "rc $rc"; fi
	as u dtaprun $P/p_guru_hidden.ko
	if [ $rc -eq 1 ] && has $err "it was compiled in guru mode (dtap -g)"; then
		pass setuid_refuses_guru_without_guru_line
	else fail setuid_refuses_guru_without_guru_line "rc $rc"; fi
	as root dtaprun $P/p_guru_hidden.ko
	if [ $rc -eq 0 ]; then pass root_loads_guru
	else fail root_loads_guru "rc $rc"; fi
	for who in root u; do
		as $who dtaprun $P/p_guru_forged.ko
		if [ $rc -eq 1 ] && has $err "its .dtap_meta section is not one metadata string" &&
		   ! grep -q '^p_guru' /proc/modules; then pass ${who}_refuses_forged_metadata
		else fail ${who}_refuses_forged_metadata "rc $rc"; fi
	done
}

# ---- user symbols: a mapping is named by what is mapped, read as the user --
# mapwl maps a 64 KiB file of zeros (not ELF: its addresses have no
# symbol), deletes it and plants "NAME (deleted)" -> TARGET; usym() of an
# address inside must not name a symbol of TARGET, nor hang on a FIFO.
usym_row() {	# NAME TARGET
	for who in root u; do
		rm -rf /tmp/m; mkdir /tmp/m; chmod 777 /tmp/m
		head -c 65536 /dev/zero > /tmp/m/lib; chmod 644 /tmp/m/lib
		chown 1000:1000 /tmp/m/lib
		start $who $P/p_usym.ko
		su u -c "exec mapwl /tmp/m/lib $2" &
		mp=$!
		wait $dp; rc=$?
		kill $mp 2> /dev/null; wait $mp 2> /dev/null
		if [ $rc -eq 0 ] && grep -q '^sym  *0x[0-9a-f]* *$' $out; then
			pass ${who}_usym_ignores_planted_$1
		else fail ${who}_usym_ignores_planted_$1 "rc $rc"; fi
	done
}

# ---- -c: the command runs as the loading user, held by ptrace first -------
# (dtapio traces it with the user's rights: no "cannot hold" warning;
# p_usym runs until the command ends)
command_row() {
	for who in root u; do
		want=0; [ $who = u ] && want=1000
		as $who dtaprun -c id $P/p_usym.ko
		if [ $rc -eq 0 ] && [ "$(head -n 1 $out)" = ready ] &&
		   [ "$(sed -n '2s/ .*//p' $out)" = "uid=$want($who)" ] && [ ! -s $err ]; then
			pass ${who}_command_held_runs_as_$want
		else fail ${who}_command_held_runs_as_$want "rc $rc"; fi
	done
}

# ---- the installed dtap-runtime (run-vm-tests.sh: packages.sh) -------------
# /usr/bin/dtaprun and /usr/libexec/dtap/dtapio as dpkg and the postinst
# left them; modules pkg_hello and pkg_wait (pkg/*.d) in /m/pkg.
package_row() {
	local D=/usr/bin/dtaprun gid
	if [ ! -d /m/pkg ]; then echo "INFO no packages built: package checks skipped"; return; fi
	gid=$(sed -n 's/^dtapusr:x:\([0-9]*\):.*/\1/p' /etc/group)
	if [ "$(stat -c '%A %u %g' $D)" = "-rwsr-xr-- 0 $gid" ]; then
		pass package_dtaprun_setuid_for_dtapusr
	else fail package_dtaprun_setuid_for_dtapusr "$(stat -c '%A %u %g' $D), dtapusr is $gid"; fi
	as u $D /m/pkg/pkg_hello.ko
	if [ $rc -eq 0 ] && [ "$(cat $out)" = "hello from the installed dtap-runtime" ] &&
	   [ ! -s $err ] && no_module_left; then pass package_dtapusr_member_runs_module
	else fail package_dtapusr_member_runs_module "rc $rc"; fi
	dmesg -c > /dev/null
	su v -c "$D /m/pkg/pkg_hello.ko" > $out 2> $err
	rc=$?
	if [ $rc -eq 126 ] && has $err "Permission denied" && no_module_left; then
		pass package_others_cannot_run_dtaprun
	else fail package_others_cannot_run_dtaprun "rc $rc"; fi
	# systemctl stop: SIGTERM to dtaprun alone (KillMode=mixed)
	$D /m/pkg/pkg_wait.ko > $out 2> $err &
	dp=$!
	i=0
	while ! has $out ready && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
	grep -q '^pkg_wait ' /proc/modules || fail package_sigterm_module_loaded "not loaded while running"
	kill -TERM $dp
	wait $dp; rc=$?
	if [ $rc -eq 0 ] && [ "$(cat $out)" = "ready
end" ] && [ ! -s $err ] && no_module_left; then pass package_sigterm_ends_cleanly_and_unloads
	else fail package_sigterm_ends_cleanly_and_unloads "rc $rc"; fi
}

cp /bin/mapwl /root/secret; chmod 600 /root/secret	# an ELF with symbols
mkfifo /tmp/fifo; chmod 666 /tmp/fifo
freopen_row
output_row
process_row raise p_raise
process_row copyout p_copyout
kernel_row
usym_row symlink /root/secret
usym_row fifo /tmp/fifo
command_row
package_row
echo "GUEST-TESTS-DONE"
