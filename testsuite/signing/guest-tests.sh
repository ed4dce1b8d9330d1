#!/bin/sh
# guest-tests.sh - the signing/loader checks that need a real kernel; run
# by the guest's /init (see run-vm-tests.sh), one PASS/FAIL line each.
#   boot "normal":      the kernel parses dtap's signature, dtaprun's
#                       verification, exit statuses and unload paths
#   boot "sig_enforce": module.sig_enforce=1, key not enrolled
# Modules in /m: good (signed, key trusted), mangled (PKCS#7 bytes broken),
# unsigned, untrusted (other key), tampered (content changed after signing),
# otherkernel (vermagic of another release).  dtapio is fake-dtapio.
M=/m
MOD=dtap_hello
out=/tmp/out err=/tmp/err

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; sed 's/^/    | /' $out $err; }
loaded() { grep -q "^$MOD " /proc/modules; }

# run NAME-OF-CASE CMD...: fresh dmesg, output in $out/$err, status in $rc
run() {
	dmesg -c >/dev/null
	rm -f /tmp/dtapio.pid
	"$@" >$out 2>$err
	rc=$?
}

# expect NAME RC STDERR-TEXT: status, stderr text, and nothing left loaded
expect() {
	if [ $rc -ne $2 ]; then
		fail $1 "exit status $rc, expected $2"
	elif [ -n "$3" ] && ! grep -qF -- "$3" $err; then
		fail $1 "stderr lacks \"$3\""
	elif loaded; then
		fail $1 "$MOD is still loaded"; rmmod $MOD
	else
		pass $1
	fi
}

# Start dtaprun in the background with a waiting dtapio; $dp is its pid.
start_waiting() {
	rm -f /tmp/dtapio.pid
	dmesg -c >/dev/null
	FAKE_DTAPIO=wait dtaprun "$@" >$out 2>$err &
	dp=$!
	i=0
	while [ ! -s /tmp/dtapio.pid ] && [ $i -lt 100 ]; do
		sleep 0.1; i=$((i + 1))
	done
}

normal_boot() {
	# (b) a well-formed signed module loads; the kernel only taints (for
	# the unknown key, and because dtap modules are out-of-tree).
	run dtaprun $M/good.ko
	expect load_signed 0 ""
	if ! grep -q "fake-dtapio: $MOD is loaded" $out; then
		fail load_signed_while_dtapio_runs "module not loaded for dtapio"
	else
		pass load_signed_while_dtapio_runs
	fi
	dmesg > /tmp/dmesg
	if grep -q "module verification failed: signature and/or required key missing - tainting kernel" /tmp/dmesg &&
	   ! grep -v -e "module verification failed: signature and/or required key missing - tainting kernel" \
		     -e "loading out-of-tree module taints kernel" \
		     -e "dtap_hello: loaded" -e "dtap_hello: unloaded" /tmp/dmesg | grep -q .; then
		pass dmesg_only_taint_line
	else
		fail dmesg_only_taint_line "unexpected kernel messages"
		sed 's/^/    dmesg| /' /tmp/dmesg
	fi

	FAKE_DTAPIO=exit3 run dtaprun $M/good.ko
	expect exit_status_is_dtapios 3 ""

	# (c) signature bytes mangled: the kernel's PKCS#7 parser says EBADMSG.
	run dtaprun $M/mangled.ko
	expect kernel_rejects_mangled_ebadmsg 1 "the kernel rejected the module signature as malformed (EBADMSG)"

	run dtaprun $M/unsigned.ko
	expect root_loads_unsigned 0 ""

	run dtaprun $M/otherkernel.ko
	expect refuses_other_kernel 1 "built for kernel $(cat $M/otherkernel.release), but the running kernel is $(uname -r)"

	insmod $M/good.ko
	run dtaprun $M/good.ko
	if [ $rc -eq 1 ] && grep -qF "a module named $MOD is already loaded" $err && loaded; then
		pass already_loaded_eexist
	else
		fail already_loaded_eexist "rc $rc"
	fi
	rmmod $MOD

	# dtaprun's own verification (as for non-root), forced with --verify.
	run dtaprun --verify --trusted-keys $M/trusted $M/good.ko
	expect verify_trusted_loads 0 ""
	run dtaprun --verify --trusted-keys $M/trusted $M/untrusted.ko
	expect verify_refuses_untrusted 1 "refusing to load $M/untrusted.ko: module is signed by an untrusted key"
	run dtaprun --verify --trusted-keys $M/trusted $M/tampered.ko
	expect verify_refuses_tampered 1 "module content was modified after it was signed"
	run dtaprun --verify --trusted-keys $M/trusted $M/unsigned.ko
	expect verify_refuses_unsigned 1 "module is not signed"
	run dtaprun --verify --trusted-keys $M/trusted $M/mangled.ko
	expect verify_refuses_mangled 1 "malformed module signature"

	setuid_cases
	unload_cases
}

# dtaprun installed setuid root, run by users u (in dtapusr) and v (not).
setuid_cases() {
	run su u -c "FAKE_DTAPIO=exit0 dtaprun $M/good.ko"
	expect setuid_user_loads_trusted 0 ""
	grep -q "fake-dtapio: $MOD is loaded" $out ||
		fail setuid_dtapio_ran "dtapio did not see the module"
	run su u -c "dtaprun $M/untrusted.ko"
	expect setuid_refuses_untrusted 1 "signed by an untrusted key"
	run su u -c "dtaprun $M/tampered.ko"
	expect setuid_refuses_tampered 1 "modified after it was signed"
	run su u -c "dtaprun $M/unsigned.ko"
	expect setuid_refuses_unsigned 1 "module is not signed"
	run su u -c "dtaprun --trusted-keys /tmp $M/untrusted.ko"
	expect setuid_no_trusted_keys_option 2 "only root may choose the trusted keys directory"
	run su v -c "dtaprun $M/good.ko"
	expect setuid_needs_dtapusr 1 "member of group dtapusr"
}

# (f) every way dtapio or dtaprun can end unloads the module.
unload_cases() {
	FAKE_DTAPIO=crash run dtaprun $M/good.ko
	expect unload_after_dtapio_crash 139 "dtapio was killed by signal 11"

	start_waiting $M/good.ko
	kill -KILL "$(cat /tmp/dtapio.pid)"
	wait $dp; rc=$?
	expect unload_after_dtapio_killed 137 "dtapio was killed by signal 9"

	start_waiting $M/good.ko
	loaded || fail sigint_module_loaded_while_running "not loaded"
	kill -INT $dp
	wait $dp; rc=$?
	expect unload_on_sigint 0 ""
	grep -q "fake-dtapio: SIGINT" $out || fail sigint_forwarded "dtapio did not get SIGINT"

	start_waiting $M/good.ko
	kill -TERM $dp
	wait $dp; rc=$?
	expect unload_on_sigterm 143 "killed by signal 15"

	start_waiting $M/good.ko
	kill -HUP $dp
	wait $dp; rc=$?
	expect unload_on_sighup 143 "killed by signal 15"
}

# (d) module.sig_enforce=1: rejected for its unavailable key, not as unsigned.
enforce_boot() {
	run dtaprun $M/good.ko
	expect enforce_refuses_unenrolled_key 1 "the kernel requires modules signed by an enrolled key"
	if dmesg | grep -q "Loading of module with unavailable key is rejected" &&
	   ! dmesg | grep -q "Loading of unsigned module is rejected"; then
		pass enforce_dmesg_unavailable_key
	else
		fail enforce_dmesg_unavailable_key "dmesg: $(dmesg | tail -n 3)"
	fi
	run dtaprun $M/unsigned.ko
	if [ $rc -eq 1 ] && dmesg | grep -q "Loading of unsigned module is rejected"; then
		pass enforce_unsigned_for_contrast
	else
		fail enforce_unsigned_for_contrast "rc $rc, dmesg: $(dmesg | tail -n 2)"
	fi
}

if grep -q "module.sig_enforce=1" /proc/cmdline; then
	enforce_boot
else
	normal_boot
fi
echo "GUEST-TESTS-DONE"
