#!/bin/bash
# run-vm-tests.sh - signing and loader tests: host checks (and the Debian
# packages: packages.sh), then boots of a throwaway qemu guest (normal,
# module.sig_enforce=1 and lockdown=confidentiality in parallel, then
# priv: the privilege model and the installed dtap-runtime).
#
# usage: testsuite/signing/run-vm-tests.sh [RELEASE [DTAPRUN]]
#   RELEASE  kernel to test (default: the newest 6.1.*-cloud-amd64 with a
#            build tree under /lib/modules)
#   DTAPRUN  dtaprun binary (default: ./dtaprun of the repo, else one built
#            here from stapio/ and signing/)
# Prints one "PASS name" / "FAIL name: why" line per check and "INFO" lines
# with the key creation and signing times; exits 1 if anything failed.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/testsuite/signing
REL=${1:-$(ls -d /lib/modules/6.1.*-cloud-amd64/build 2>/dev/null |
	   sort -V | tail -n 1 | cut -d/ -f4)}
DTAPRUN=${2:-}
KDIR=/lib/modules/$REL/build
CFLAGS="-std=gnu11 -Wall -Wextra -Werror -O2"
W=$(mktemp -d /tmp/dtap-signing.XXXXXX)
# DTAP_KEEP=1 keeps the work directory (console logs) for a look.
if [ "${DTAP_KEEP:-0}" = 1 ]; then echo "INFO work directory $W"; else trap 'rm -rf "$W"' EXIT; fi
nfail=0

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; nfail=$((nfail + 1)); }
die() { fail "$1" "$2"; exit 1; }

[ -n "$REL" ] && [ -d "$KDIR" ] || die setup "no kernel build tree for '$REL'"
[ -f "/boot/vmlinuz-$REL" ] || die setup "no /boot/vmlinuz-$REL"

# ---- tools: dtap-sign-tool, dtaprun, the test module ----------------------
gcc $CFLAGS -o "$W/tool" "$here/dtap-sign-tool.c" "$top"/signing/*.c \
	-lcrypto 2>"$W/cc.log" || die build_tool "$(head -n 5 "$W/cc.log")"
if [ -z "$DTAPRUN" ] && [ -x "$top/dtaprun" ]; then
	DTAPRUN=$top/dtaprun
fi
if [ -z "$DTAPRUN" ]; then
	DTAPRUN=$W/dtaprun
	gcc $CFLAGS -I"$top/signing" -I"$top/stapio" -o "$DTAPRUN" \
		"$top/stapio/dtaprun.c" "$top/stapio/modload.c" \
		"$top/stapio/modpolicy.c" "$top/stapio/asuser.c" \
		"$top/stapio/nsstrust.c" $(pkg-config --cflags nss) \
		"$top"/signing/*.c -lcrypto -lnss3 -lnssutil3 -lnspr4 2>"$W/cc.log" ||
		die build_dtaprun "$(head -n 5 "$W/cc.log")"
fi
cp -r "$here/hello" "$W/hello"
make -s -C "$KDIR" M="$W/hello" modules >"$W/kbuild.log" 2>&1 ||
	die build_module "$(tail -n 5 "$W/kbuild.log")"
T=$W/tool
HELLO=$W/hello/dtap_hello.ko

# ---- keys and signatures, timed -------------------------------------------
$T -t keys "$W/keys" 2>"$W/t" && echo "INFO key creation: $(cut -d' ' -f2- "$W/t")"
$T keys "$W/keys2" 2>/dev/null
mkdir -p "$W/m/trusted"
cp "$W/keys/signing_key.x509" "$W/m/trusted/dtap.x509"
M=$W/m
cp "$HELLO" "$M/good.ko"
$T -t sign "$M/good.ko" "$W/keys" 2>"$W/t" &&
	echo "INFO signing $(stat -c %s "$HELLO") bytes: $(cut -d' ' -f2- "$W/t")"
cp "$HELLO" "$M/unsigned.ko"
cp "$HELLO" "$M/untrusted.ko"
$T sign "$M/untrusted.ko" "$W/keys2"

# The NSS trust store (boot normal): a third key, whose certificate is in
# no trusted-keys file, only in NSS databases made with certutil: trusted
# for object signing (,,P), held without that flag, removed again.
NSSDB=
if command -v certutil > /dev/null; then
	NSSDB=$M/nssdb
	$T keys "$W/keys3" 2>/dev/null
	cp "$HELLO" "$M/nss.ko"
	$T sign "$M/nss.ko" "$W/keys3"
	for db in trusted flagless removed; do
		mkdir -p "$NSSDB/$db"
		certutil -N -d "sql:$NSSDB/$db" --empty-password
	done
	certutil -A -d "sql:$NSSDB/trusted" -n dtap-nss -t ,,P -i "$W/keys3/signing_key.x509"
	certutil -A -d "sql:$NSSDB/flagless" -n dtap-nss -t ,, -i "$W/keys3/signing_key.x509"
	certutil -A -d "sql:$NSSDB/removed" -n dtap-nss -t ,,P -i "$W/keys3/signing_key.x509"
	certutil -D -d "sql:$NSSDB/removed" -n dtap-nss
else
	echo "SKIP nss: no certutil here (Debian package: libnss3-tools)"
fi

# flip FILE OFFSET: invert one byte
flip() {
	local b
	b=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
	printf "$(printf '\\%03o' $(((b ^ 0xff) & 0xff)))" |
		dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
read -r sigoff siglen < <($T sigrange "$M/good.ko")
cp "$M/good.ko" "$M/mangled.ko"
flip "$M/mangled.ko" "$sigoff"		# PKCS#7 outer SEQUENCE tag
cp "$M/good.ko" "$M/tampered.ko"
flip "$M/tampered.ko" 200		# module bytes, signature untouched
# Same module claiming another release of the same length (patch level
# replaced by 9s), to check the "built for kernel X" refusal.
other=$(echo "$REL" | perl -pe 's/^(\d+\.\d+\.)(\d+)/$1 . ($2 =~ \/^9+$\/ ? "8" : "9") x length($2)/e')
printf '%s' "$other" > "$M/otherkernel.release"
perl -0777 -pe "s/vermagic=\\Q$REL\\E /vermagic=$other /" "$HELLO" > "$M/otherkernel.ko"
cmp -s "$HELLO" "$M/otherkernel.ko" && die setup "cannot rewrite the vermagic of $HELLO"
$T sign "$M/otherkernel.ko" "$W/keys"
# Variants of the metadata dtaprun decides with (hello/dtap_hello.c): none
# at all, guru mode, a probe that needs kprobes; each signed by the
# trusted key.
objcopy --rename-section .dtap_meta=.dtap_none "$HELLO" "$M/nometa.ko"
perl -0777 -pe 's/guru 0\n/guru 1\n/' "$HELLO" > "$M/guru.ko"
perl -0777 -pe 's/dtrace - - BEGIN/fbt - read entry/' "$HELLO" > "$M/kprobe.ko"
for v in nometa guru kprobe; do
	cmp -s "$HELLO" "$M/$v.ko" && die setup "cannot make the $v variant of $HELLO"
	$T sign "$M/$v.ko" "$W/keys"
done
# A real dtap module, for the owner of its transport files.
if [ -x "$top/dtap" ] && (cd "$W" && "$top/dtap" --pass=4 --kernel="$REL" \
	--module=dtap_own --sign-key="$W/keys" -n 'BEGIN { exit(0); }') \
	> "$W/own.log" 2>&1; then
	mv "$W/dtap_own.ko" "$M/own.ko"
	# and one whose BEGIN writes a 265 KB record
	(cd "$W" && "$top/dtap" --pass=4 --kernel="$REL" --module=dtap_big \
		--sign-key="$W/keys" -s "$top/testsuite/golden/rt_bigrecord.d") \
		>> "$W/own.log" 2>&1 && mv "$W/dtap_big.ko" "$M/big.ko"
else
	echo "INFO no real dtap module (dtap not built here): $(tail -n 1 "$W/own.log" 2>/dev/null)"
fi
# The privilege model's modules (testsuite/signing/priv/*.d, boot "priv"):
# -w ones, and two -g ones whose guru-ness hides (guru_hidden: "guru 1"
# turned into "guru 0" and signed again; guru_forged: its C forges a
# metadata string of its own).
PRIV=
if [ -x "$top/dtap" ] && [ -x "$top/dtapio" ] && [ -x "$top/build/testsuite/workloads/mapwl" ]; then
	PRIV=$M/priv
	mkdir -p "$PRIV"
	for f in freopen system raise copyout chill usym guru_forged guru_hidden; do
		g=; case $f in guru_*) g=-g ;; esac
		(cd "$W" && "$top/dtap" $g --pass=4 --kernel="$REL" --module="p_$f" \
			--sign-key="$W/keys" -s "$here/priv/$f.d") >> "$W/priv.log" 2>&1 &&
			mv "$W/p_$f.ko" "$PRIV/" || die build_priv_modules "$(tail -n 5 "$W/priv.log")"
	done
	read -r off len < <($T sigrange "$PRIV/p_guru_hidden.ko")
	head -c "$off" "$PRIV/p_guru_hidden.ko" | perl -0777 -pe 's/guru 1\n/guru 0\n/' \
		> "$W/hidden.ko"
	cmp -s <(head -c "$off" "$PRIV/p_guru_hidden.ko") "$W/hidden.ko" &&
		die setup "cannot hide the guru line of p_guru_hidden.ko"
	mv "$W/hidden.ko" "$PRIV/p_guru_hidden.ko"
	$T sign "$PRIV/p_guru_hidden.ko" "$W/keys"
else
	echo "INFO no privilege-model modules (dtap, dtapio or the workloads not built here)"
fi

# The Debian packages (packages.sh): built, checked, installed into a
# fresh root; the priv boot runs modules with the installed dtaprun.
PKG_ROOT=
if [ -n "$PRIV" ] && command -v dpkg-buildpackage > /dev/null; then
	. "$here/packages.sh"
	pkg_build && { pkg_check_contents; pkg_install && pkg_verify_unit; }
else
	echo "SKIP packages: no dpkg-buildpackage (Debian package: dpkg-dev) or dtap not built here"
fi

# ---- host checks ------------------------------------------------------------
dd if="$M/good.ko" of="$W/sig.p7" bs=1 skip="$sigoff" count="$siglen" 2>/dev/null
if openssl pkcs7 -inform DER -in "$W/sig.p7" -print >"$W/p7.txt" 2>&1 &&
   grep -q "type: pkcs7-signedData" "$W/p7.txt" &&
   grep -q "issuer: CN=dtap module signing key" "$W/p7.txt" &&
   grep -q "algorithm: sha256" "$W/p7.txt" &&
   grep -q "auth_attr:" "$W/p7.txt" && grep -A1 "auth_attr:" "$W/p7.txt" | grep -q "<ABSENT>" &&
   grep -A1 "cert:" "$W/p7.txt" | grep -q "<ABSENT>"; then
	pass host_openssl_pkcs7_print
else
	fail host_openssl_pkcs7_print "$(head -n 5 "$W/p7.txt")"
fi
if openssl asn1parse -inform DER -in "$W/sig.p7" >"$W/asn1.txt" 2>&1 &&
   grep -q ":pkcs7-signedData" "$W/asn1.txt"; then
	pass host_openssl_asn1parse
else
	fail host_openssl_asn1parse "$(head -n 3 "$W/asn1.txt")"
fi
if openssl x509 -inform DER -in "$W/keys/signing_key.x509" -noout -text \
	>"$W/x509.txt" 2>&1 && grep -q "Code Signing" "$W/x509.txt" &&
   grep -q "CA:FALSE" "$W/x509.txt" && grep -q "Digital Signature" "$W/x509.txt"; then
	pass host_openssl_certificate
else
	fail host_openssl_certificate "$(head -n 3 "$W/x509.txt")"
fi
# The kernel's own sign-file, same key, same module: same bytes.
if [ -x "$KDIR/scripts/sign-file" ]; then
	cp "$HELLO" "$W/kernel-signed.ko"
	"$KDIR/scripts/sign-file" sha256 "$W/keys/signing_key.pem" \
		"$W/keys/signing_key.x509" "$W/kernel-signed.ko" 2>"$W/sf.log"
	if cmp -s "$W/kernel-signed.ko" "$M/good.ko"; then
		pass host_identical_to_kernel_sign_file
	else
		fail host_identical_to_kernel_sign_file "differs from scripts/sign-file output"
	fi
fi
if [ "$($T info "$M/good.ko")" = "dtap_hello $REL" ]; then
	pass host_modinfo_real_module
else
	fail host_modinfo_real_module "got '$($T info "$M/good.ko" 2>&1)'"
fi
check_verify() {	# NAME KO EXPECTED-MESSAGE ("" = must verify)
	local msg
	msg=$($T verify "$2" "$M/trusted" 2>&1)
	if [ -z "$3" ] && [ -z "$msg" ]; then pass "$1"
	elif [ -n "$3" ] && [[ $msg == *"$3"* ]]; then pass "$1"
	else fail "$1" "got '$msg'"; fi
}
check_verify host_verify_trusted "$M/good.ko" ""
check_verify host_verify_tampered "$M/tampered.ko" "module content was modified after it was signed"
check_verify host_verify_untrusted "$M/untrusted.ko" "module is signed by an untrusted key"
check_verify host_verify_unsigned "$M/unsigned.ko" "module is not signed"
check_verify host_verify_mangled "$M/mangled.ko" "malformed module signature"
# --check-module reads the metadata as dtaprun does: a forged second
# string is refused, a hidden guru line does not hide the .dtap_guru
# section
if [ -n "$PRIV" ]; then
	msg=$("$top/dtap" --check-module="$PRIV/p_guru_forged.ko" 2>&1)
	if [[ $msg == *"its .dtap_meta section is not one metadata string (more bytes after the first string)"* ]]; then
		pass host_check_module_refuses_forged_metadata
	else
		fail host_check_module_refuses_forged_metadata "got '$msg'"
	fi
	msg=$("$top/dtap" --check-module="$PRIV/p_guru_hidden.ko" 2>&1)
	if [[ $msg == *"(guru: any allowed)"* && $msg == *"not checked (guru mode): the C of %{ %} blocks"* ]]; then
		pass host_check_module_sees_hidden_guru
	else
		fail host_check_module_sees_hidden_guru "got '$msg'"
	fi
fi

# ---- the guest ------------------------------------------------------------------
R=$W/root
mkdir -p "$R"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,etc/dtap/trusted-keys,etc/dtap/nssdb,m}
cp /bin/busybox "$R/bin/busybox"
cp "$DTAPRUN" "$R/bin/dtaprun"
chmod 4755 "$R/bin/dtaprun"		# the setuid cases
cp "$here/fake-dtapio" "$R/bin/dtapio"
chmod 755 "$R/bin/dtapio"
# The installed dtapio, the only one a setuid dtaprun runs.
DTAPIO=$("$DTAPRUN" --help | sed -n 's/^Run setuid root, dtaprun runs \(.*\) only\.$/\1/p')
[ -n "$DTAPIO" ] || die setup "dtaprun --help does not name the installed dtapio"
mkdir -p "$R$(dirname "$DTAPIO")"
cp "$here/fake-dtapio" "$R$DTAPIO"
chmod 755 "$R$DTAPIO"
echo "$DTAPIO" > "$R/etc/dtapio-path"
for lib in $(ldd "$DTAPRUN" | grep -o '/[^ ]*'); do
	cp --parents -L "$lib" "$R"
done
# NSS loads its soft token and freebl with dlopen: ldd does not name them.
nsslib=$(ldd "$DTAPRUN" | grep -o '/[^ ]*/libnss3\.so')
for lib in softokn3 freeblpriv3; do
	f=${nsslib%/*}/lib$lib
	[ -f "$f.so" ] || continue
	cp --parents -L "$f.so" "$R"
	[ -f "$f.chk" ] && cp --parents -L "$f.chk" "$R"
	for dep in $(ldd "$f.so" | grep -o '/[^ ]*'); do
		cp --parents -L -n "$dep" "$R"
	done
done
cp "$M"/*.ko "$M/otherkernel.release" "$R/m/"
cp -r "$M/trusted" "$R/m/"
[ -n "$NSSDB" ] && cp -a "$NSSDB" "$R/m/"
cp "$M/trusted/dtap.x509" "$R/etc/dtap/trusted-keys/"
cp "$here/guest-tests.sh" "$R/guest-tests.sh"
cat > "$R/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
u:x:1000:1000:in dtapusr:/tmp:/bin/sh
v:x:1001:1001:not in dtapusr:/tmp:/bin/sh
EOF
cat > "$R/etc/group" <<'EOF'
root:x:0:
dtapusr:x:1000:u
v:x:1001:
EOF
mkdir -m 700 "$R/root"
cat > "$R/init" <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
mount -t tmpfs tmp /tmp
mount -t debugfs debugfs /sys/kernel/debug
mount -t securityfs securityfs /sys/kernel/security
chmod 1777 /tmp
echo GUEST-TESTS-START
sh /guest-tests.sh
poweroff -f
EOF
chmod 755 "$R/init"
(cd "$R" && find . | cpio -o -H newc 2>/dev/null | gzip -1) > "$W/initrd.gz"
# The "priv" boot: the same root, with the real dtapio installed (the
# privilege model is what it does as the user), the privilege modules
# and workloads, and priv-tests.sh as the tests.
if [ -n "$PRIV" ]; then
	R2=$W/root-priv
	cp -a "$R" "$R2"
	cp "$top/dtapio" "$R2$DTAPIO"
	cp "$top/dtapio" "$R2/bin/dtapio"	# root's dtaprun runs the one beside it
	for lib in $(ldd "$top/dtapio" | grep -o '/[^ ]*'); do
		cp --parents -L "$lib" "$R2"
	done
	cp -r "$PRIV" "$R2/m/priv"
	cp "$top/build/testsuite/workloads/mapwl" "$top/build/testsuite/workloads/ustackwl" \
		"$R2/bin/"
	cp "$here/priv-tests.sh" "$R2/guest-tests.sh"
	[ -n "$PKG_ROOT" ] && pkg_guest_root "$R2"
	(cd "$R2" && find . | cpio -o -H newc 2>/dev/null | gzip -1) > "$W/initrd-priv.gz"
fi

boot() {	# NAME EXTRA-KERNEL-ARGS: once more if the kernel died booting
	boot_once "$@"
	if ! grep -q "GUEST-TESTS-START" "$W/console-$1.log"; then
		echo "INFO guest $1 died before its init ran (TCG boot flake): booting again"
		boot_once "$@"
	fi
}
boot_once() {
	local initrd=$W/initrd.gz
	[ "$1" = priv ] && initrd=$W/initrd-priv.gz
	timeout 300 qemu-system-x86_64 -cpu max,cx16=off -m 512 -smp "$SMP" \
		-nographic -no-reboot \
		-kernel "/boot/vmlinuz-$REL" -initrd "$initrd" \
		-append "console=ttyS0 loglevel=1 panic=-1 $2" \
		</dev/null >"$W/console-$1.log" 2>&1
}
# -cpu max,cx16=off: 6.12 oopses at random in SLUB's cmpxchg16b path under
# TCG (see stapio/dtap-vm).  DTAP_VM_SMP=N sets the guest CPUs (default 1:
# faster under TCG); DTAP_VM_SERIAL=1 boots
# one guest after the other instead of both at once; DTAP_SIGNING_BOOT=NAME
# boots that one only (normal, enforce, lockdown, priv).
SMP=${DTAP_VM_SMP:-1}
t0=$(date +%s%N)
boots="normal enforce lockdown"
[ -n "$PRIV" ] && boots="$boots priv"
if [ -n "${DTAP_SIGNING_BOOT:-}" ]; then	# one boot only, for a quick look
	boots=$DTAP_SIGNING_BOOT
	case $boots in
	enforce) boot enforce "module.sig_enforce=1" ;;
	lockdown) boot lockdown "lockdown=confidentiality" ;;
	*) boot "$boots" "" ;;
	esac
elif [ "${DTAP_VM_SERIAL:-0}" = 1 ]; then
	boot normal ""
	boot enforce "module.sig_enforce=1"
	boot lockdown "lockdown=confidentiality"
	[ -n "$PRIV" ] && boot priv ""
else
	boot normal "" &
	p1=$!
	boot enforce "module.sig_enforce=1" &
	p2=$!
	boot lockdown "lockdown=confidentiality" &
	p3=$!
	wait $p1 $p2 $p3
	# after the others: two cores, and its cases wait on timers
	[ -n "$PRIV" ] && boot priv ""
fi
echo "INFO guest boots ($boots): $((($(date +%s%N) - t0) / 1000000)) ms"
for b in $boots; do
	tr -d '\r' < "$W/console-$b.log" > "$W/$b.txt"
	if ! grep -q "^GUEST-TESTS-DONE" "$W/$b.txt"; then
		fail "guest_boot_$b" "did not finish: $(tail -n 5 "$W/$b.txt" | tr '\n' ' ')"
	fi
	if grep -qE "BUG|WARNING|Oops|stall|soft lockup" "$W/$b.txt"; then
		fail "guest_dmesg_$b" "$(grep -E "BUG|WARNING|Oops|stall|soft lockup" "$W/$b.txt" | head -n 3)"
	fi
	grep -E '^(PASS|FAIL) |^    ' "$W/$b.txt"
	nfail=$((nfail + $(grep -c '^FAIL ' "$W/$b.txt")))
done
[ "$nfail" -eq 0 ]
