# dtap-vm leaves nothing behind when its guest ends: not the --timeout
# watchdog (a shell and its `sleep N`), not the heartbeat, not its temp
# directory.  The qemu here is a stand-in that dies at once (a guest
# that never boots: dtap-vm boots twice, then says it got no status);
# what is checked is dtap-vm's own cleanup, in its own session.
mkdir bin t
cat > bin/qemu-system-x86_64 <<'Q'
#!/bin/sh
# close each port as a qemu whose guest died would
for a; do case $a in pipe,*path=*) : > "${a##*path=}.out" ;; esac; done
exit 1
Q
chmod +x bin/qemu-system-x86_64
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
# setsid: dtap-vm's pid is its session's id, which whatever it started
# keeps.
PATH=$PWD/bin:$PATH TMPDIR=$PWD/t setsid "$DTAP_HOME/stapio/dtap-vm" \
	--kernel "$k" --timeout 7777 -- true > out 2> err &
sid=$!
wait $sid
echo "exit $?"
sed 's/^\(dtap-vm: the guest ended without reporting\).*/\1/' err | head -n 1
sleep 0.5
pgrep -a -s "$sid" | sed 's/^[0-9]* /left behind: /'
for pid in $(pgrep -s "$sid"); do kill -KILL "$pid"; done
ls -A t
