# packages.sh - the Debian packages (debian/), sourced by run-vm-tests.sh:
# build them once from a copy of the tree, check what they hold against
# packages.expected, install dtap-runtime into a fresh root with dpkg
# (its postinst included) and verify its dtap@.service with systemd.
# The guest half (priv-tests.sh, package_row) runs a module built here
# with the installed dtaprun: pkg_guest_root puts it into the priv boot.
# Uses run-vm-tests.sh's top, here, W, REL, pass, fail.

# pkg_source DIR: the tree's files (git's view when there is one, so
# build products never get in), without the build.
pkg_source() {
	mkdir -p "$1"
	if git -C "$top" rev-parse --git-dir > /dev/null 2>&1; then
		(cd "$top" && git ls-files --cached --others --exclude-standard |
			while IFS= read -r f; do [ -e "$f" ] && printf '%s\n' "$f"; done |
			tar -cf - -T -) | tar -C "$1" -xf -
	else
		tar -C "$top" --exclude=./build --exclude=./testsuite/out \
			--exclude=./.git -cf - . | tar -C "$1" -xf -
	fi
}

# pkg_build: dpkg-buildpackage -b, both packages in one build (no tests:
# those are this suite; no -dbgsym packages); sets PKG_RUNTIME, PKG_DTAP.
pkg_build() {
	local t0 ms
	PKG=$W/pkg
	pkg_source "$PKG/dtap" || { fail package_build "cannot copy the tree"; return 1; }
	t0=$(date +%s%N)
	(cd "$PKG/dtap" && DEB_BUILD_OPTIONS="nocheck noautodbgsym parallel=2" \
		dpkg-buildpackage -b -us -uc) > "$PKG/build.log" 2>&1
	ms=$((($(date +%s%N) - t0) / 1000000))
	PKG_RUNTIME=$(ls "$PKG"/dtap-runtime_*_amd64.deb 2>/dev/null)
	PKG_DTAP=$(ls "$PKG"/dtap_*_amd64.deb 2>/dev/null)
	if [ -z "$PKG_RUNTIME" ] || [ -z "$PKG_DTAP" ]; then
		fail package_build "dpkg-buildpackage: $(tail -n 5 "$PKG/build.log" | tr '\n' ' ')"
		return 1
	fi
	echo "INFO dpkg-buildpackage -b (dtap, dtap-runtime): $ms ms"
	pass package_build
}

# pkg_describe DEB: its control fields that matter (dependencies without
# their versions, which follow the build host's libraries) and its files,
# "mode owner/group path"; the runtime's and tapsets' files themselves
# are left out (every new runtime file would change the list).
pkg_describe() {
	local f
	echo "== $(dpkg-deb -f "$1" Package)"
	for f in Section Depends Recommends; do
		dpkg-deb -f "$1" $f | sed "s/ ([^)]*)//g; s/^/$f: /" | grep -v '^[A-Za-z]*: $'
	done
	dpkg-deb -c "$1" | awk '{ print $1, $2, $6 }' |
		grep -v -E '^[^ ]+ [^ ]+ \./usr/share/dtap/(runtime|tapsets)/.'
}

pkg_check_contents() {
	{ pkg_describe "$PKG_RUNTIME"; pkg_describe "$PKG_DTAP"; } > "$PKG/contents"
	if diff -u "$here/packages.expected" "$PKG/contents" > "$PKG/contents.diff"; then
		pass package_contents
	else
		fail package_contents "differs from testsuite/signing/packages.expected:
$(sed 's/^/    /' "$PKG/contents.diff")"
	fi
	# what needs the compiler is the dtap package's alone
	if dpkg-deb -f "$PKG_RUNTIME" Depends Recommends Pre-Depends |
	   grep -E '(^|[ ,])(gcc|make|libc6-dev|linux-headers[^ ,]*|linux-kbuild[^ ,]*|dtap)([ ,(]|$)' > /dev/null; then
		fail package_runtime_needs_no_compiler "$(dpkg-deb -f "$PKG_RUNTIME" Depends)"
	else
		pass package_runtime_needs_no_compiler
	fi
	dpkg-deb -c "$PKG_DTAP" > "$PKG/dtap.list"
	if grep -q '\./usr/share/dtap/runtime/dtap_wire\.h$' "$PKG/dtap.list" &&
	   grep -q '\./usr/share/dtap/tapsets/.*\.d$' "$PKG/dtap.list"; then
		pass package_dtap_has_runtime_and_tapsets
	else
		fail package_dtap_has_runtime_and_tapsets "no runtime/dtap_wire.h or no tapset"
	fi
}

# pkg_install: dtap-runtime into a fresh root (a dpkg database and the
# two account files, nothing else), its postinst run from here with
# DPKG_ROOT (--force-script-chrootless); dependencies are this host's
# libraries, not in the root (--force-depends).  Sets PKG_ROOT, PKG_GID.
pkg_install() {
	local r=$W/pkgroot mode
	PKG_ROOT=$r
	mkdir -p "$r/var/lib/dpkg/info" "$r/var/lib/dpkg/updates" "$r/etc"
	: > "$r/var/lib/dpkg/status"
	: > "$r/var/lib/dpkg/available"
	echo 'root:x:0:0:root:/root:/bin/sh' > "$r/etc/passwd"
	echo 'root:x:0:' > "$r/etc/group"
	echo 'root:*::' > "$r/etc/gshadow"
	if ! dpkg --root="$r" --force-script-chrootless --force-depends \
		-i "$PKG_RUNTIME" > "$PKG/install.log" 2>&1; then
		fail package_runtime_installs "$(tail -n 5 "$PKG/install.log" | tr '\n' ' ')"
		return 1
	fi
	PKG_GID=$(sed -n 's/^dtapusr:x:\([0-9]*\):.*/\1/p' "$r/etc/group")
	mode=$(stat -c '%A %u %g' "$r/usr/bin/dtaprun")
	if [ -n "$PKG_GID" ] && [ "$PKG_GID" -lt 1000 ] &&
	   [ "$mode" = "-rwsr-xr-- 0 $PKG_GID" ] &&
	   [ "$(stat -c '%a %u' "$r/etc/dtap/trusted-keys" "$r/etc/dtap/nssdb" "$r/etc/dtap/modules" | sort -u)" = "755 0" ]; then
		pass package_postinst_dtapusr_and_setuid_dtaprun
	else
		fail package_postinst_dtapusr_and_setuid_dtaprun "dtapusr gid '$PKG_GID', dtaprun $mode"
	fi
	dpkg --root="$r" --force-script-chrootless -P dtap-runtime > "$PKG/purge.log" 2>&1
	if [ ! -e "$r/usr/bin/dtaprun" ] && [ ! -s "$r/var/lib/dpkg/statoverride" ]; then
		pass package_purge_forgets_statoverride
	else
		fail package_purge_forgets_statoverride "$(cat "$r/var/lib/dpkg/statoverride" "$PKG/purge.log" | tr '\n' ' ')"
	fi
	dpkg --root="$r" --force-script-chrootless --force-depends \
		-i "$PKG_RUNTIME" > "$PKG/install.log" 2>&1 ||
		fail package_runtime_reinstalls "$(tail -n 5 "$PKG/install.log" | tr '\n' ' ')"
}

# pkg_verify_unit: systemd-analyze verify dtap@hello.service in that root
# (systemd's own targets copied in, for the unit's default dependencies).
pkg_verify_unit() {
	local u=$PKG_ROOT/lib/systemd/system
	if ! command -v systemd-analyze > /dev/null || [ ! -d /lib/systemd/system ]; then
		echo "SKIP package_unit_verifies: no systemd-analyze on this host (Debian package: systemd)"
		return 0
	fi
	cp /lib/systemd/system/*.target "$u/" 2>/dev/null
	if systemd-analyze --man=no --root="$PKG_ROOT" verify dtap@hello.service \
		> "$PKG/verify.log" 2>&1 && [ ! -s "$PKG/verify.log" ]; then
		pass package_unit_verifies
	else
		fail package_unit_verifies "$(head -n 5 "$PKG/verify.log" | tr '\n' ' ')"
	fi
}

# pkg_modules DIR: the two modules the guest runs with the installed
# dtaprun, built here and signed by the trusted key.
pkg_modules() {
	local f
	mkdir -p "$1"
	for f in hello wait; do
		(cd "$W" && "$top/dtap" --pass=4 --kernel="$REL" --module="pkg_$f" \
			--sign-key="$W/keys" -s "$here/pkg/$f.d") >> "$PKG/modules.log" 2>&1 &&
			mv "$W/pkg_$f.ko" "$1/" ||
			{ fail package_modules "$(tail -n 5 "$PKG/modules.log" | tr '\n' ' ')"; return 1; }
	done
}

# pkg_guest_root ROOT: the installed dtaprun (mode, owner, group as the
# postinst left them) and dtapio in ROOT, the libraries they need, and
# group dtapusr with the postinst's gid (user u stays its member).
pkg_guest_root() {
	local b lib
	mkdir -p "$1/usr/bin" "$1/usr/libexec/dtap"
	cp -a "$PKG_ROOT/usr/bin/dtaprun" "$1/usr/bin/dtaprun"
	cp -a "$PKG_ROOT/usr/libexec/dtap/dtapio" "$1/usr/libexec/dtap/dtapio"
	for b in "$PKG_ROOT/usr/bin/dtaprun" "$PKG_ROOT/usr/libexec/dtap/dtapio"; do
		for lib in $(ldd "$b" | grep -o '/[^ ]*'); do
			cp --parents -L -n "$lib" "$1"
		done
	done
	sed -i "s/^dtapusr:x:[0-9]*:/dtapusr:x:$PKG_GID:/" "$1/etc/group"
	pkg_modules "$1/m/pkg"
}
