# dtap-vm --fetch GUEST:HOST: after the command, the guest file comes back
# to HOST (what dtap --vm -o FILE needs: the trace output in FILE, the -c
# command's output on stdout as with dtrace -o); a guest file that does
# not exist creates nothing.
dtap --pass=4 --module=io_vm_fetch -q -n 'BEGIN { trace("to the file"); }' > /dev/null || exit 99
"$DTAP_HOME/stapio/dtap-vm" --file io_vm_fetch.ko:/io_vm_fetch.ko \
	--fetch /tmp/o.txt:o.txt --fetch /tmp/none:none.txt -- \
	sh -c 'taskset 1 dtaprun -o /tmp/o.txt -c "echo from the command" /io_vm_fetch.ko; echo "--- rc $?"'
echo "--- host o.txt"
cat o.txt
[ -e none.txt ] || echo "--- no none.txt"
