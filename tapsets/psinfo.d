/*
 * psinfo.d - process and thread information, as Oracle's DTrace for Linux
 * defines it: psinfo_t (curpsinfo) and lwpsinfo_t (curlwpsinfo), each
 * translated from the kernel's struct task_struct.  Only the members a
 * Linux kernel can fill are given translations; using another one is
 * D_XLATE_NOCONV.
 *
 * Differences: pr_psargs is read from the process's memory (its
 * arguments, as ps(1) shows them) only for the current process (curpsinfo,
 * or a task that is curthread); for another one it is the command name, as
 * pr_fname.  pr_pctcpu, pr_start and the Solaris-only members (zones,
 * projects, pools) are absent.
 */
/* stability, as dtrace's */
#pragma D attributes Stable/Stable/Common curpsinfo
#pragma D attributes Stable/Stable/Common curlwpsinfo

typedef struct timestruc {
	int64_t tv_sec;
	int64_t tv_nsec;
} timestruc_t;

typedef struct psinfo {
	int pr_flag;			/* task flags (PF_*) */
	int pr_nlwp;			/* threads */
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgid;
	pid_t pr_sid;
	uid_t pr_uid;
	uid_t pr_euid;
	gid_t pr_gid;
	gid_t pr_egid;
	uintptr_t pr_addr;		/* the struct task_struct */
	char pr_fname[16];		/* the command name */
	char pr_psargs[80];
	int pr_wstat;			/* the exit code, as wait(2) gives it */
	int pr_argc;
	char pr_dmodel;			/* PR_MODEL_LP64 */
} psinfo_t;

typedef struct lwpsinfo {
	int pr_flag;
	id_t pr_lwpid;			/* the thread id */
	uintptr_t pr_addr;
	uintptr_t pr_wchan;
	char pr_stype;
	char pr_state;			/* SSLEEP SRUN SZOMB SSTOP SIDL SONPROC SWAIT */
	char pr_sname;			/* 'S' 'R' 'Z' 'T' 'I' 'O' 'W' */
	char pr_nice;
	short pr_syscall;
	char pr_oldpri;
	char pr_cpu;
	int pr_pri;			/* the kernel's prio: lower runs first */
	char pr_clname[8];
	char pr_name[16];
	int pr_onpro;			/* the CPU it last ran on */
	int pr_bindpro;
	int pr_bindpset;
	int pr_lgrp;
} lwpsinfo_t;

inline char PR_MODEL_ILP32 = 1;	/* char, as dtrace-utils' procfs.d */
inline char PR_MODEL_LP64 = 2;
inline int PR_STOPPED = 0x00000001;	/* pr_flag bits dtrace-utils names */
inline int PR_ISTOP = 0x00000002;
inline int PR_DSTOP = 0x00000004;
inline int PR_IDLE = 0x10000000;
inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

/* PIDTYPE_PGID and PIDTYPE_SID index signal->pids[] */
translator psinfo_t < struct task_struct *T > {
	pr_flag = T->flags;
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[2]->numbers[0].nr;
	pr_sid = T->signal->pids[3]->numbers[0].nr;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_fname = T->comm;
	pr_psargs = T == curthread && T->mm != NULL ?
	    dtap_psargs(T->mm->arg_start, T->mm->arg_end) : stringof(T->comm);
	pr_wstat = T->exit_code;
	pr_dmodel = PR_MODEL_LP64;
};

translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = T->flags;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_state = T->exit_state & 0x20 ? SZOMB : T->__state == 0 ?
	    (T->on_cpu ? SONPROC : SRUN) : T->__state & 3 ? SSLEEP :
	    T->__state & 0xc ? SSTOP : SWAIT;
	pr_sname = T->exit_state & 0x20 ? 'Z' : T->__state == 0 ?
	    (T->on_cpu ? 'O' : 'R') : T->__state & 3 ? 'S' :
	    T->__state & 0xc ? 'T' : 'W';
	pr_nice = T->static_prio - 120;
	pr_pri = T->prio;
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
};

inline psinfo_t *curpsinfo = xlate<psinfo_t *>(curthread);
#pragma D binding "1.0" curpsinfo
inline lwpsinfo_t *curlwpsinfo = xlate<lwpsinfo_t *>(curthread);
#pragma D binding "1.0" curlwpsinfo
