# dtapio -o FILE: the trace output goes to FILE (in the guest), stdout
# stays empty; diagnostics stay on stderr.
dtap --pass=4 --module=out_file -n 'BEGIN { trace("to the file"); exit(4); }' > /dev/null || exit 99
"$DTAP_HOME/stapio/dtap-vm" --file out_file.ko:/out_file.ko -- \
	sh -c 'taskset 1 dtaprun -o /tmp/o.txt /out_file.ko; rc=$?; echo "--- rc $rc"; cat /tmp/o.txt'
