#!/usr/bin/env python3
# monitor.py SOCKET NM_FILE - asks a running qemu (DTAP_VM_MONITOR=SOCKET)
# for every vCPU's registers, twice a second apart, and prints each
# vCPU's RIP and RFLAGS' IF with the vmlinux symbol it is in (the guest
# boots with nokaslr; NM_FILE: `nm vmlinux` of the -dbg package).
import bisect, re, socket, sys, time

def ask(path, cmd):
    s = socket.socket(socket.AF_UNIX)
    s.connect(path)
    s.settimeout(2)
    buf = b''
    def drain():
        nonlocal buf
        try:
            while True:
                d = s.recv(65536)
                if not d:
                    break
                buf += d
                if buf.rstrip().endswith(b'(qemu)'):
                    break
        except socket.timeout:
            pass
    drain()
    buf = b''
    s.sendall(cmd.encode() + b'\n')
    drain()
    s.close()
    return buf.decode(errors='replace')

syms = []
for line in open(sys.argv[2]):
    f = line.split()
    if len(f) == 3 and f[1] in 'tTwW':
        syms.append((int(f[0], 16), f[2]))
syms.sort()
addrs = [a for a, _ in syms]

def name(ip):
    i = bisect.bisect_right(addrs, ip) - 1
    return '%s+0x%x' % (syms[i][1], ip - syms[i][0]) if i >= 0 else hex(ip)

for n in range(2):
    out = ask(sys.argv[1], 'info registers -a')
    cpu = None
    for line in out.splitlines():
        m = re.match(r'\s*CPU#(\d+)', line)
        if m:
            cpu = m.group(1)
        m = re.search(r'RIP=([0-9a-f]{16}) RFL=([0-9a-f]+)', line)
        if m:
            ip, fl = int(m.group(1), 16), int(m.group(2), 16)
            print('sample %d cpu%s %s IF=%d' % (n, cpu, name(ip), (fl >> 9) & 1))
    time.sleep(1)
