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
 *   signal-handle   args[0]: the signal, args[1]: its siginfo_t *,
 *                   args[2]: the handler (void (*)(void), as dtrace-utils
 *                   types it), in the receiving thread
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
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;

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

/*
 * siginfo_t, dtrace's (flat: si_pid, not the kernel's _sifields._kill._pid)
 * translated from the kernel's struct kernel_siginfo.  As in C's siginfo,
 * the members after si_code share storage: which ones mean something
 * depends on si_signo and si_code (si_pid and si_uid: SI_USER, SI_QUEUE,
 * SI_TKILL and SIGCHLD; si_status: SIGCHLD; si_addr: SIGSEGV SIGBUS SIGILL
 * SIGFPE SIGTRAP; si_band: SIGPOLL; si_value: SI_QUEUE and timers, as its
 * sival_ptr, sival_int being the low 32 bits).  A thread killed by a
 * fatal signal (SIGKILL) is given no siginfo: every member is 0 then.
 */
inline int SI_USER = 0;
inline int SI_KERNEL = 0x80;
inline int SI_QUEUE = -1;
inline int SI_TIMER = -2;
inline int SI_MESGQ = -3;
inline int SI_ASYNCIO = -4;
inline int SI_SIGIO = -5;
inline int SI_TKILL = -6;

typedef struct dtap_siginfo {
	int si_signo;
	int si_code;
	int si_errno;
	pid_t si_pid;
	uid_t si_uid;
	int si_status;
	uintptr_t si_addr;
	long si_band;
	uintptr_t si_value;
} siginfo_t;

translator siginfo_t < struct kernel_siginfo *S > {
	si_signo = S ? S->si_signo : 0;
	si_code = S ? S->si_code : 0;
	si_errno = S ? S->si_errno : 0;
	si_pid = S ? S->_sifields._kill._pid : 0;
	si_uid = S ? S->_sifields._kill._uid : 0;
	si_status = S ? S->_sifields._sigchld._status : 0;
	si_addr = S ? (uintptr_t)S->_sifields._sigfault._addr : 0;
	si_band = S ? S->_sifields._sigpoll._band : 0;
	si_value = S ? (uintptr_t)S->_sifields._rt._sigval.sival_ptr : 0;
};

probe proc:::signal-handle (int, siginfo_t *, void (*)(void))
{
	sdt:::signal_deliver = ((int)arg0, xlate<siginfo_t *>((struct kernel_siginfo *)arg1),
	    (void (*)(void))((struct k_sigaction *)arg2)->sa.sa_handler);
};

/* do_sigtimedwait is inlined into the system call on 6.12 */
probe proc:::signal-clear (int)
{
	fbt::do_sigtimedwait:return / (int)arg1 > 0 / = ((int)arg1);
	syscall::rt_sigtimedwait:return / (int)arg0 > 0 / = ((int)arg0);
};
