/*
 * proc.d - the proc provider (Oracle's DTrace for Linux names and
 * arguments), as stable probes over the kernel's tracepoints, with
 * functions and system calls as fallbacks.
 *
 *   exec            args[0]: the path given to execve or execveat (string)
 *   exec-success    (none: curpsinfo is the new image)
 *   exec-failure    args[0]: the errno execve or execveat returns
 *   exit            args[0]: CLD_EXITED, CLD_KILLED or CLD_DUMPED; fires
 *                   once per process, when its main thread exits
 *   create          args[0]: the new process (psinfo_t *)
 *   start           in the new process, before it returns from fork
 *   lwp-create      args[0], args[1]: the new thread, its process
 *   lwp-start       in the new thread
 *   lwp-exit        a thread other than the main one exits
 *   signal-send     args[0], args[1]: the thread and process signalled,
 *                   args[2]: the signal
 *   signal-discard  as signal-send, for a signal the target ignores
 *   signal-handle   args[0]: the signal, args[1]: its siginfo, args[2]:
 *                   the handler (uintptr_t), in the receiving thread
 *   signal-clear    args[0]: the signal sigtimedwait(2) took
 */
/* stability, as dtrace's proc provider */
#pragma D attributes Evolving/Evolving/ISA provider proc provider
#pragma D attributes Private/Private/Unknown provider proc module
#pragma D attributes Private/Private/Unknown provider proc function
#pragma D attributes Evolving/Evolving/ISA provider proc name
#pragma D attributes Evolving/Evolving/ISA provider proc args
#pragma D depends_on library psinfo.d

inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;

/* execve(path, argv, envp) and execveat(dirfd, path, argv, envp, flags):
 * args[0] is the path as the caller gave it */
probe proc:::exec (string)
{
	syscall::execve:entry, syscall::execveat:entry =
	    (copyinstr(probefunc == "execveat" ? arg1 : arg0));
};

probe proc:::exec-success ()
{
	sdt:::sched_process_exec;
};

probe proc:::exec-failure (int)
{
	syscall::execve:return, syscall::execveat:return / (int)arg0 < 0 / = (-(int)arg0);
};

/*
 * A process exits when its thread group leader does (signal->live, the
 * count of live threads, races with the other threads' exits).
 */
probe proc:::exit (int)
{
	sdt:::sched_process_exit /
	    ((struct task_struct *)arg0)->pid == ((struct task_struct *)arg0)->tgid / =
	    ((((struct task_struct *)arg0)->exit_code & 0x7f) == 0 ? CLD_EXITED :
	    (((struct task_struct *)arg0)->exit_code & 0x80) ? CLD_DUMPED : CLD_KILLED);
	fbt::do_exit:entry / pid == tid / = ((arg0 & 0x7f) == 0 ? CLD_EXITED :
	    (arg0 & 0x80) ? CLD_DUMPED : CLD_KILLED);
};

probe proc:::lwp-exit ()
{
	sdt:::sched_process_exit /
	    ((struct task_struct *)arg0)->pid != ((struct task_struct *)arg0)->tgid /;
	fbt::do_exit:entry / pid != tid /;
};

probe proc:::create (psinfo_t *)
{
	sdt:::sched_process_fork /
	    ((struct task_struct *)arg1)->pid == ((struct task_struct *)arg1)->tgid / =
	    (xlate<psinfo_t *>((struct task_struct *)arg1));
	fbt::wake_up_new_task:entry /
	    ((struct task_struct *)arg0)->pid == ((struct task_struct *)arg0)->tgid / =
	    (xlate<psinfo_t *>((struct task_struct *)arg0));
};

probe proc:::lwp-create (lwpsinfo_t *, psinfo_t *)
{
	sdt:::sched_process_fork /
	    ((struct task_struct *)arg1)->pid != ((struct task_struct *)arg1)->tgid / =
	    (xlate<lwpsinfo_t *>((struct task_struct *)arg1),
	    xlate<psinfo_t *>((struct task_struct *)arg1));
};

probe proc:::start ()
{
	fbt::schedule_tail:entry / pid == tid /;
};

probe proc:::lwp-start ()
{
	fbt::schedule_tail:entry / pid != tid /;
};

/* the tracepoint's last argument: TRACE_SIGNAL_DELIVERED 0, _IGNORED 1 */
probe proc:::signal-send (lwpsinfo_t *, psinfo_t *, int)
{
	sdt:::signal_generate / (int)arg4 == 0 / =
	    (xlate<lwpsinfo_t *>((struct task_struct *)arg2),
	    xlate<psinfo_t *>((struct task_struct *)arg2), (int)arg0);
};

probe proc:::signal-discard (lwpsinfo_t *, psinfo_t *, int)
{
	sdt:::signal_generate / (int)arg4 == 1 / =
	    (xlate<lwpsinfo_t *>((struct task_struct *)arg2),
	    xlate<psinfo_t *>((struct task_struct *)arg2), (int)arg0);
};

probe proc:::signal-handle (int, struct kernel_siginfo *, uintptr_t)
{
	sdt:::signal_deliver = ((int)arg0, (struct kernel_siginfo *)arg1,
	    (uintptr_t)((struct k_sigaction *)arg2)->sa.sa_handler);
};

/* do_sigtimedwait is inlined into the system call on 6.12 */
probe proc:::signal-clear (int)
{
	fbt::do_sigtimedwait:return / (int)arg1 > 0 / = ((int)arg1);
	syscall::rt_sigtimedwait:return / (int)arg0 > 0 / = ((int)arg0);
};
