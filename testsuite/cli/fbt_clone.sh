# fbt takes gcc's clones of functions under their full names, as
# dtrace-utils lists them (finish_task_switch.isra.0 on 6.1 and 6.12), with
# untyped args[]; a function's cold part is still refused, saying why (6.1:
# 6.12's System.map has no .cold symbols); the stable probe sched:::on-cpu
# resolves to the clone.
for rel in 6.1.0-56-cloud-amd64 6.12.95+deb12-cloud-amd64; do
	echo "== $rel"
	dtap --kernel=$rel -l -n 'fbt::finish_task_switch*:' 2>&1 | awk '{ $1 = "ID"; print }'
	dtap --kernel=$rel -lv -n 'fbt::finish_task_switch.isra.0:entry' 2>&1 |
		grep -A1 'Argument Types'
	dtap --kernel=$rel --pass=2 -n 'fbt::finish_task_switch.isra.0:entry { trace(args[0]->pid); }' 2>&1
	dtap --kernel=$rel -l -n 'sched:::on-cpu' 2>&1 | awk '{ $1 = "ID"; print }'
done
dtap --kernel=6.1.0-56-cloud-amd64 --pass=2 -n 'fbt::wait_for_initramfs.cold:entry' 2>&1
echo "exit $?"
