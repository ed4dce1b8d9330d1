/*
 * sched.d - the sched provider (Oracle's DTrace for Linux names), as
 * stable probes over the scheduler's tracepoints and functions.
 *
 *   off-cpu     the current thread leaves the CPU; args[0], args[1]: the
 *               thread and process about to run
 *   on-cpu      the current thread has just begun running on the CPU
 *               (args[0], args[1]: it, as curlwpsinfo and curpsinfo):
 *               finish_task_switch, the first function a thread runs after
 *               a switch (a new thread too, from schedule_tail); gcc made
 *               it a clone (finish_task_switch.isra.0 on 6.1 and 6.12)
 *   sleep       the current thread leaves the CPU to sleep
 *   preempt     the current thread is preempted
 *   enqueue     args[0], args[1]: a thread put on a run queue, its process,
 *               args[2]: the run queue's CPU
 *   dequeue     args[0], args[1]: a thread taken off a run queue, its
 *               process, args[2]: the run queue's CPU, args[3]: the flags
 *   wakeup      args[0], args[1]: the thread woken, its process
 *   tick        the scheduler's clock tick, on the current thread
 *               (scheduler_tick on 6.1, sched_tick from 6.10); args[0],
 *               args[1]: the current thread and process
 *   change-pri  args[0], args[1]: the thread whose nice value changes,
 *               its process, args[2]: the new nice value
 *   surrender   the current thread calls sched_yield(); args[0], args[1]:
 *               it and its process (dtrace-utils' do_sched_yield)
 * Missing: remain-cpu (Linux's __schedule keeps the current thread
 * running without any probe point: no tracepoint, and __schedule is
 * notrace), schedctl-* and cpucaps-* (Solaris only).
 */
/* stability, as dtrace's sched provider */
#pragma D attributes Evolving/Evolving/ISA provider sched provider
#pragma D attributes Private/Private/Unknown provider sched module
#pragma D attributes Private/Private/Unknown provider sched function
#pragma D attributes Evolving/Evolving/ISA provider sched name
#pragma D attributes Evolving/Evolving/ISA provider sched args
#pragma D depends_on library psinfo.d
#pragma D depends_on library cpu.d

probe sched:::off-cpu (lwpsinfo_t *, psinfo_t *)
{
	sdt:::sched_switch = (xlate<lwpsinfo_t *>((struct task_struct *)arg2),
	    xlate<psinfo_t *>((struct task_struct *)arg2));
};

probe sched:::on-cpu (lwpsinfo_t *, psinfo_t *)
{
	fbt::finish_task_switch:entry = (xlate<lwpsinfo_t *>(curthread),
	    xlate<psinfo_t *>(curthread));
	fbt::finish_task_switch.*:entry = (xlate<lwpsinfo_t *>(curthread),
	    xlate<psinfo_t *>(curthread));
};

/* sched_switch's prev_state: 0 is TASK_RUNNING (preempted or yielding) */
probe sched:::sleep ()
{
	sdt:::sched_switch / arg3 != 0 /;
};

probe sched:::preempt ()
{
	sdt:::sched_switch / arg0 != 0 /;
};

/*
 * enqueue and dequeue on every scheduling class (fair, rt, dl, stop, idle),
 * as dtrace-utils' fbt::enqueue_task_* / dequeue_task_*; args[2] is the run
 * queue's CPU (dtrace-utils leaves it NULL: its FIXME), dequeue's args[3]
 * the flags dequeue_task() was given, as dtrace-utils passes them.
 */
probe sched:::enqueue (lwpsinfo_t *, psinfo_t *, cpuinfo_t *)
{
	fbt::enqueue_task_*:entry = (xlate<lwpsinfo_t *>((struct task_struct *)arg1),
	    xlate<psinfo_t *>((struct task_struct *)arg1),
	    xlate<cpuinfo_t *>(((struct rq *)arg0)->cpu));
};

probe sched:::dequeue (lwpsinfo_t *, psinfo_t *, cpuinfo_t *, int)
{
	fbt::dequeue_task_*:entry = (xlate<lwpsinfo_t *>((struct task_struct *)arg1),
	    xlate<psinfo_t *>((struct task_struct *)arg1),
	    xlate<cpuinfo_t *>(((struct rq *)arg0)->cpu), (int)arg2);
};

probe sched:::wakeup (lwpsinfo_t *, psinfo_t *)
{
	sdt:::sched_wakeup = (xlate<lwpsinfo_t *>((struct task_struct *)arg0),
	    xlate<psinfo_t *>((struct task_struct *)arg0));
};

probe sched:::tick (lwpsinfo_t *, psinfo_t *)
{
	fbt::sched_tick:entry = (xlate<lwpsinfo_t *>(curthread), xlate<psinfo_t *>(curthread));
	fbt::scheduler_tick:entry = (xlate<lwpsinfo_t *>(curthread),
	    xlate<psinfo_t *>(curthread));
};

probe sched:::change-pri (lwpsinfo_t *, psinfo_t *, int)
{
	fbt::set_user_nice:entry = (xlate<lwpsinfo_t *>((struct task_struct *)arg0),
	    xlate<psinfo_t *>((struct task_struct *)arg0), (int)arg1);
};

/* the current thread gives the CPU up: sched_yield(2), as dtrace-utils */
probe sched:::surrender (lwpsinfo_t *, psinfo_t *)
{
	fbt::do_sched_yield:entry = (xlate<lwpsinfo_t *>(curthread),
	    xlate<psinfo_t *>(curthread));
};
