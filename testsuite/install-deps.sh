#!/bin/sh
# Install everything dtap needs to build and to test in a qemu guest on
# Debian 12: the compiler side (gcc, autoconf, libdw, libelf, OpenSSL), and
# the test bed (qemu, busybox, the 6.1 cloud kernel, the 6.1 PREEMPT_RT
# kernel and, from bookworm-backports, the 6.12 cloud kernel, each with
# its headers; from bullseye, Debian 11's 5.10 cloud kernel; xz and zstd
# for compressed kernel modules), and
# valgrind for bench/consumer, and the kernels' DWARF (-dbg packages: the
# fbt provider's argument types), and debuginfod (a local server for the
# test of fetching DWARF by build-id), and sys/sdt.h (systemtap-sdt-dev:
# the USDT workload's probes), and libmicrohttpd (dtap --metrics' HTTP
# server), NSS (dtaprun's certificate database trust store), debhelper
# and build-essential (the Debian packages' build: dpkg-buildpackage
# requires build-essential, which --no-install-recommends leaves out) and
# prometheus (the metrics test's scraper:
# its service is never started, see policy-rc.d below).
# Idempotent: a second run installs nothing and takes a second.
set -eu

PKGS="gcc make autoconf libdw-dev libelf-dev libssl-dev openssl
      qemu-system-x86 busybox-static cpio kmod valgrind procps debuginfod
      xz-utils zstd util-linux systemtap-sdt-dev
      libmicrohttpd-dev libnss3-dev libnss3-tools
      debhelper dpkg-dev fakeroot build-essential prometheus
      linux-image-cloud-amd64 linux-headers-cloud-amd64
      linux-image-6.1.0-56-cloud-amd64-dbg
      linux-image-6.1.0-56-rt-amd64 linux-headers-6.1.0-56-rt-amd64
      linux-image-6.1.0-56-rt-amd64-dbg"
BPO_PKGS="linux-image-cloud-amd64 linux-headers-cloud-amd64
      linux-image-6.12.95+deb12-cloud-amd64-dbg"
# Debian 11's 5.10 kernel, from bullseye, pinned below everything else so
# that nothing but these (and gcc-10, the compiler its kbuild names) comes
# from there.
OLD_PKGS="linux-image-5.10.0-32-cloud-amd64 linux-headers-5.10.0-32-cloud-amd64
      linux-image-5.10.0-32-cloud-amd64-dbg"
STAMP=/var/lib/dtap-deps.stamp

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "11" ]; then
	exit 0
fi

export DEBIAN_FRONTEND=noninteractive
SRC=/etc/apt/sources.list.d/dtap-bookworm-backports.sources
if [ ! -f "$SRC" ]; then
	cat > "$SRC" <<'EOS'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm-backports
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOS
fi
OLD=/etc/apt/sources.list.d/dtap-bullseye.sources
if [ ! -f "$OLD" ]; then
	cat > "$OLD" <<'EOS'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bullseye
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOS
	cat > /etc/apt/preferences.d/dtap-bullseye <<'EOS'
Package: *
Pin: release n=bullseye
Pin-Priority: 100
EOS
fi
apt-get update -qq
# No package's service starts while installing (prometheus would listen on
# every address at :9090; the tests run their own, on loopback only).
guard=
if [ ! -e /usr/sbin/policy-rc.d ]; then
	printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
	chmod 755 /usr/sbin/policy-rc.d
	guard=/usr/sbin/policy-rc.d
fi
trap '[ -z "$guard" ] || rm -f "$guard"' EXIT
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $PKGS >/dev/null
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends -t bookworm-backports $BPO_PKGS >/dev/null
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends -t bullseye $OLD_PKGS >/dev/null
echo 11 > "$STAMP"
