#!/bin/sh
# guest-tests.sh - the signing/loader checks that need a real kernel; run
# by the guest's /init (see run-vm-tests.sh), one PASS/FAIL line each.
#   boot "normal":      the kernel parses dtap's signature, dtaprun's
#                       verification, exit statuses and unload paths
#   boot "sig_enforce": module.sig_enforce=1, key not enrolled
#   boot "lockdown":    lockdown=confidentiality, key not enrolled
# Modules in /m: good (signed, key trusted), mangled (PKCS#7 bytes broken),
# unsigned, untrusted (other key), tampered (content changed after signing),
# otherkernel (vermagic of another release), nss (signed by a key trusted
# in NSS databases only: /m/nssdb), nometa (no .dtap_meta), guru
# (metadata says guru 1), kprobe (a probe needing kprobes), own (a real
# dtap module, when dtap was built; big, one whose BEGIN writes a 265 KB
# record).  dtapio is fake-dtapio, at /bin and
# at the installed path (/etc/dtapio-path).
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

# The same through the setuid bit, as user $1.
start_waiting_user() {
	rm -f /tmp/dtapio.pid
	su $1 -c "dtaprun $2" >$out 2>$err &
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
	meta_cases
	sealed_cases
	environment_cases
	trusted_dir_cases
	nssdb_cases
	owner_cases
	big_record_cases
	unload_cases
}

# A reader whose buffer (64 KiB, the least the buffers file takes) cannot
# hold the next record gets the records after it, and the record counts
# as a drop: the CPU's buffer does not stop for good.
big_record_cases() {
	local d=/sys/kernel/debug/dtap/dtap_big
	[ -f $M/big.ko ] || { echo "INFO no big-record module: check skipped"; return; }
	start_waiting $M/big.ko
	echo go > $d/ctl
	n=$(dd if=$d/buffers bs=65536 count=1 2>/dev/null | wc -c)
	cat $d/ctl > /tmp/ctl
	kill -INT "$(cat /tmp/dtapio.pid)"
	wait $dp; rc=$?
	if [ $rc -eq 0 ] && [ "$n" -eq 0 ] && grep -q "^cpu=0 drops=1 " /tmp/ctl; then
		pass record_too_big_for_reader_is_a_drop
	else
		fail record_too_big_for_reader_is_a_drop "rc $rc, read $n bytes"
		sed 's/^/    ctl| /' /tmp/ctl
	fi
}

# digest FILE: what fake-dtapio prints of the module it was handed
digest() { md5sum < "$1" | cut -d' ' -f1; }

# Only dtap modules; guru-mode ones for root only.
meta_cases() {
	run dtaprun $M/nometa.ko
	expect refuses_module_without_meta 1 "it has no .dtap_meta section, so it is not a dtap module"
	run su u -c "dtaprun $M/nometa.ko"
	expect setuid_refuses_module_without_meta 1 "not a dtap module"
	run su u -c "dtaprun $M/guru.ko"
	expect setuid_refuses_guru 1 "it was compiled in guru mode (dtap -g), which lifts dtap's safety checks: only root may load it"
	run dtaprun $M/guru.ko
	expect root_loads_guru 0 ""
}

# dtapio gets the verified bytes as /proc/self/fd/N of a sealed memfd, never
# the user's path (which could name other bytes by then).
sealed_cases() {
	run dtaprun $M/good.ko
	if grep -q "fake-dtapio: $MOD is loaded, module file /proc/self/fd/[0-9]*$" $out &&
	   grep -qx "fake-dtapio: module digest $(digest $M/good.ko)" $out; then
		pass root_dtapio_reads_sealed_module
	else
		fail root_dtapio_reads_sealed_module "not /proc/self/fd/N with the module's bytes"
	fi
	run su u -c "dtaprun $M/good.ko"
	if grep -q "fake-dtapio: $MOD is loaded, module file /proc/self/fd/[0-9]*$" $out &&
	   grep -qx "fake-dtapio: module digest $(digest $M/good.ko)" $out; then
		pass setuid_dtapio_reads_sealed_module
	else
		fail setuid_dtapio_reads_sealed_module "not /proc/self/fd/N with the module's bytes"
	fi
	# a file only root may read stays unread: it is opened as the user
	cp $M/good.ko /tmp/secret.ko
	chmod 600 /tmp/secret.ko
	run su u -c "dtaprun /tmp/secret.ko"
	expect setuid_opens_as_user 1 "cannot open /tmp/secret.ko: Permission denied"
	rm -f /tmp/secret.ko
}

# Setuid: a reset environment and the installed dtapio only.
environment_cases() {
	run su u -c "FOO=bar LD_PRELOAD=/tmp/x.so GCONV_PATH=/tmp LANG=C.UTF-8 LC_ALL=/tmp/x PATH=/tmp:\$PATH dtaprun $M/good.ko"
	expect setuid_env_run 0 ""
	if grep -qx "fake-dtapio-env: PATH=/usr/local/bin:/usr/bin:/bin" $out &&
	   grep -qx "fake-dtapio-env: HOME=/tmp" $out &&
	   grep -qx "fake-dtapio-env: USER=u" $out &&
	   grep -qx "fake-dtapio-env: LANG=C.UTF-8" $out &&
	   ! grep -qE "fake-dtapio-env: (FOO|LD_PRELOAD|GCONV_PATH|LC_ALL)=" $out; then
		pass setuid_environment_reset
	else
		fail setuid_environment_reset "environment not reset"
	fi
	if grep -qx "fake-dtapio: I am $(cat /etc/dtapio-path)" $out; then
		pass setuid_runs_dtapio_from_libexec
	else
		fail setuid_runs_dtapio_from_libexec "ran $(sed -n 's/^fake-dtapio: I am //p' $out)"
	fi
	run env FOO=kept dtaprun $M/good.ko
	if grep -qx "fake-dtapio: I am /bin/dtapio" $out &&
	   grep -qx "fake-dtapio-env: FOO=kept" $out; then
		pass root_keeps_dtapio_and_environment
	else
		fail root_keeps_dtapio_and_environment "ran $(sed -n 's/^fake-dtapio: I am //p' $out)"
	fi
}

# Setuid: a trusted-keys directory (or certificate) others may write is
# no trust at all.
trusted_dir_cases() {
	local d=/etc/dtap/trusted-keys
	chmod o+w $d
	run su u -c "dtaprun $M/good.ko"
	expect setuid_refuses_writable_trusted_dir 1 "refusing to trust $d: it must be owned by root and writable by root alone"
	chmod o-w $d
	chmod 666 $d/dtap.x509
	run su u -c "dtaprun $M/good.ko"
	expect setuid_refuses_writable_certificate 1 "refusing to trust $d/dtap.x509"
	chmod 644 $d/dtap.x509
	run su u -c "dtaprun $M/good.ko"
	expect setuid_trusted_dir_restored 0 ""
}

# The NSS database /etc/dtap/nssdb (run-vm-tests.sh made those of
# /m/nssdb): nss.ko's signer is in no trusted-keys file, only there.
use_nssdb() { rm -f /etc/dtap/nssdb/*; [ -z "$1" ] || cp -a $M/nssdb/$1/. /etc/dtap/nssdb/; }
nssdb_cases() {
	local d=/etc/dtap/nssdb
	[ -d $M/nssdb ] || { echo "INFO no NSS databases: NSS checks skipped"; return; }
	use_nssdb trusted
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_loads_module_trusted_in_nssdb 0 ""
	grep -q "fake-dtapio: $MOD is loaded" $out ||
		fail setuid_nssdb_module_ran "dtapio did not see the module"
	run su u -c "dtaprun $M/untrusted.ko"
	expect setuid_nssdb_refuses_other_key 1 "module is signed by an untrusted key (issuer /CN=dtap module signing key"
	grep -qF "no matching certificate in /etc/dtap/trusted-keys, nor in $d" $err ||
		fail setuid_nssdb_refusal_names_both_stores "$(cat $err)"
	use_nssdb flagless
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_nssdb_refuses_without_trust_flag 1 "and $d holds its certificate \"dtap-nss\" without the object-signing trust flag P (certutil -d sql:$d -M -n 'dtap-nss' -t ,,P trusts it)"
	use_nssdb removed
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_nssdb_refuses_removed_certificate 1 "no matching certificate in /etc/dtap/trusted-keys, nor in $d"
	use_nssdb trusted
	chmod o+w $d
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_refuses_writable_nssdb 1 "refusing to trust $d: it must be owned by root and writable by root alone"
	chmod o-w $d
	chown 1000 $d/cert9.db
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_refuses_nssdb_file_of_user 1 "refusing to trust $d/cert9.db: it must be owned by root and writable by root alone"
	chown 0 $d/cert9.db
	run su u -c "dtaprun --nssdb /tmp $M/nss.ko"
	expect setuid_no_nssdb_option 2 "only root may choose the NSS database (--nssdb)"
	run dtaprun --verify --trusted-keys $M/trusted --nssdb $M/nssdb/trusted $M/nss.ko
	expect verify_nssdb_option_loads 0 ""
	use_nssdb ""		# as packaged: an empty directory, no NSS trust
	run su u -c "dtaprun $M/nss.ko"
	expect setuid_empty_nssdb_trusts_nothing 1 "no matching certificate in /etc/dtap/trusted-keys"
	run su u -c "dtaprun $M/good.ko"
	expect setuid_empty_nssdb_keeps_trusted_keys 0 ""
}

# A real module loaded through the setuid bit: its transport files are
# the loading user's (1000:1000), buffers and aggs 0400, ctl 0600.
owner_cases() {
	local f='fake-dtapio-files: '
	[ -f $M/own.ko ] || { echo "INFO no real dtap module: owner checks skipped"; return; }
	# looked at from here while the setuid run waits (/tmp/fake-mode:
	# dtaprun's reset environment drops FAKE_DTAPIO)
	echo wait > /tmp/fake-mode
	start_waiting_user u $M/own.ko
	ls -ln /sys/kernel/debug/dtap/dtap_own > /tmp/files 2>&1
	kill -INT "$(cat /tmp/dtapio.pid)"
	wait $dp; rc=$?
	rm -f /tmp/fake-mode
	if [ $rc -eq 0 ] &&
	   grep -qE "^-r-------- +[0-9]+ +1000 +1000 .* buffers$" /tmp/files &&
	   grep -qE "^-r-------- +[0-9]+ +1000 +1000 .* aggs$" /tmp/files &&
	   grep -qE "^-rw------- +[0-9]+ +1000 +1000 .* ctl$" /tmp/files; then
		pass setuid_transport_files_are_the_users
	else
		fail setuid_transport_files_are_the_users "rc $rc"
		sed 's/^/    files| /' /tmp/files
	fi
	run dtaprun $M/own.ko
	if [ $rc -eq 0 ] && grep -qE "^$f-rw------- +[0-9]+ +0 +0 .* ctl$" $out; then
		pass root_transport_files_are_roots
	else
		fail root_transport_files_are_roots "rc $rc"
	fi
	grep -q "^dtap_own " /proc/modules && { fail own_unloaded "still loaded"; rmmod dtap_own; }
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
	if grep -qF "dtaprun: module.sig_enforce is on: the kernel loads only modules signed by a key it trusts, and the key that signed $M/good.ko (\"dtap module signing key" $err &&
	   grep -qF "is not among them.  Enroll its certificate" $err &&
	   grep -qF "mokutil --import CERT" $err; then
		pass enforce_says_why_before_loading
	else
		fail enforce_says_why_before_loading "no explanation before the load"
	fi
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

# lockdown=confidentiality: what is blocked (unenrolled key; kprobes) is
# said before loading, and the load fails.
lockdown_boot() {
	run dtaprun $M/kprobe.ko
	expect lockdown_refuses_unenrolled_key 1 "dtaprun: the kernel is locked down (lockdown=confidentiality): the kernel loads only modules signed by a key it trusts, and the key that signed $M/kprobe.ko (\"dtap module signing key"
	if grep -qF "dtaprun: lockdown=confidentiality forbids kprobes: the fbt probes of $M/kprobe.ko cannot be enabled (lockdown=integrity allows them" $err &&
	   grep -qF "cannot load module $MOD" $err; then
		pass lockdown_says_kprobes_are_blocked
	else
		fail lockdown_says_kprobes_are_blocked "no word on kprobes"
	fi
	run dtaprun $M/good.ko
	if [ $rc -eq 1 ] && ! grep -q "forbids kprobes" $err; then
		pass lockdown_no_kprobe_note_without_kprobes
	else
		fail lockdown_no_kprobe_note_without_kprobes "rc $rc"
	fi
}

if grep -q "module.sig_enforce=1" /proc/cmdline; then
	enforce_boot
elif grep -q "lockdown=confidentiality" /proc/cmdline; then
	lockdown_boot
else
	normal_boot
fi
echo "GUEST-TESTS-DONE"
