# pid_chroot: pidwl started in a chroot whose files are copies (other
# inodes than the guest root's, /w/pidwl only there), traced with
# dtaprun -p; the module was built with -c /w/pidwl.
r=/tmp/pid_chroot
mkdir -p $r/w $r/lib/x86_64-linux-gnu $r/lib64
cp /root/w/pidwl $r/w/pidwl
cp /lib/x86_64-linux-gnu/libc.so.6 $r/lib/x86_64-linux-gnu/
cp /lib64/ld-linux-x86-64.so.2 $r/lib64/
chroot $r /w/pidwl 8 250 > /tmp/pid_chroot.out &
p=$!
# until it is in the chroot (at most 5 s)
i=0
while [ "$(readlink /proc/$p/root)" != "$r" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
dtaprun -p "$p" "$1"
echo "dtaprun exit $?"
wait "$p"
echo "pidwl exit $?"
cat /tmp/pid_chroot.out
