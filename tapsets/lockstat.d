/*
 * lockstat.d - the lockstat provider (Oracle's DTrace for Linux names)
 * over the kernel's lock functions and its contention tracepoints
 * (contention_begin's flags: LCB_F_SPIN 1, LCB_F_READ 2, LCB_F_WRITE 4,
 * LCB_F_RT 8, LCB_F_PERCPU 0x10, LCB_F_MUTEX 0x20):
 *
 *   adaptive-acquire, adaptive-release   args[0]: the struct mutex *
 *   adaptive-acquire-error               args[0]: the mutex; args[1]: the
 *                                        error a killable or interruptible
 *                                        lock returned
 *   adaptive-block, adaptive-spin        args[0]: the mutex; args[1]: the
 *                                        nanoseconds it was waited for
 *   spin-acquire, spin-release           args[0]: the spinlock_t *
 *   spin-spin                            args[0]: the spinlock; args[1]:
 *                                        the nanoseconds spun
 *   rw-acquire                           args[0]: the struct rw_semaphore *,
 *                                        args[1]: RW_WRITER 0 or RW_READER 1
 *   rw-release                           args[0], args[1] as rw-acquire
 *   rw-block                             args[0]: the lock; args[1]: the
 *                                        nanoseconds waited, args[2]:
 *                                        RW_WRITER or RW_READER
 *   rw-spin                              args[0]: the rwlock_t's struct
 *                                        qrwlock * (its first member); args[1]:
 *                                        the nanoseconds spun, args[2]:
 *                                        RW_WRITER or RW_READER
 *
 * The block and spin probes fire when the contention ends (the lock is
 * taken, contention_end), as dtrace's do, with its time in args[1].
 *
 * The acquire probes fire as the lock is asked for (the function's
 * entry), not once it is held: a probe cannot keep the lock's address
 * until the function returns.  Spinlocks are the _raw_spin_lock family's
 * plain lock/unlock (the _irq, _irqsave and _bh forms are not seen).
 */
/* stability, as dtrace's lockstat provider */
#pragma D attributes Evolving/Evolving/Common provider lockstat provider
#pragma D attributes Private/Private/Unknown provider lockstat module
#pragma D attributes Private/Private/Unknown provider lockstat function
#pragma D attributes Evolving/Evolving/Common provider lockstat name
#pragma D attributes Evolving/Evolving/Common provider lockstat args
#pragma D depends_on provider fbt

inline int RW_WRITER = 0;
inline int RW_READER = 1;

probe lockstat:::adaptive-acquire (struct mutex *)
{
	fbt::mutex_lock:entry = ((struct mutex *)arg0);
};

/* a killable or interruptible mutex_lock gave up (a signal came while it
 * waited): args[1] the error it returned, as dtrace-utils' probe */
probe lockstat:::adaptive-acquire-error (struct mutex *, int)
{
	fbt::mutex_lock_killable:return / (int)arg1 != 0 / = ((struct mutex *)arg2, (int)arg1);
	fbt::mutex_lock_interruptible:return / (int)arg1 != 0 / =
	    ((struct mutex *)arg2, (int)arg1);
};

probe lockstat:::adaptive-release (struct mutex *)
{
	fbt::mutex_unlock:entry = ((struct mutex *)arg0);
};

/*
 * The time of a contention, from its first contention_begin to its
 * contention_end, per thread and lock (a thread may contend for a
 * spinlock while it contends for a mutex: its wait_lock), and the flags
 * of all its contention_begins (a mutex is spun on, then slept on, then
 * perhaps spun on again after a wakeup) with DTAP_LCB_SLEPT added when
 * one of them was no spin.  Noted by the record lines of adaptive-block,
 * which a program gets when it uses one of the probes below (they name
 * it); cleared after the program's clauses ran at contention_end.
 */
inline int DTAP_LCB_SLEPT = 0x100;
uint64_t dtap_lock_t0[int, uint64_t];
uint64_t dtap_lock_f[int, uint64_t];

/* the mutex was slept on: args[1] the nanoseconds from the first
 * contention_begin to the lock's acquisition (its spins included) */
probe lockstat:::adaptive-block (struct mutex *, uint64_t)
{
	sdt:::contention_begin {
		dtap_lock_t0[tid, arg0] = dtap_lock_t0[tid, arg0] ? dtap_lock_t0[tid, arg0] :
		    timestamp;
		dtap_lock_f[tid, arg0] |= arg1 & 1 ? arg1 : arg1 | DTAP_LCB_SLEPT;
	};
	sdt:::contention_end { dtap_lock_t0[tid, arg0] = 0; dtap_lock_f[tid, arg0] = 0; };
	sdt:::contention_end / dtap_lock_t0[tid, arg0] != 0 &&
	    (dtap_lock_f[tid, arg0] & (DTAP_LCB_SLEPT | 0x20)) == (DTAP_LCB_SLEPT | 0x20) / =
	    ((struct mutex *)arg0, timestamp - dtap_lock_t0[tid, arg0]);
};

/* the mutex was only spun on: args[1] the nanoseconds spun */
probe lockstat:::adaptive-spin (struct mutex *, uint64_t)
{
	lockstat:::adaptive-block;	/* its record lines */
	sdt:::contention_end / dtap_lock_t0[tid, arg0] != 0 &&
	    (dtap_lock_f[tid, arg0] & (DTAP_LCB_SLEPT | 0x21)) == 0x21 / =
	    ((struct mutex *)arg0, timestamp - dtap_lock_t0[tid, arg0]);
};

probe lockstat:::spin-acquire (spinlock_t *)
{
	fbt::_raw_spin_lock:entry = ((struct spinlock *)arg0);
};

probe lockstat:::spin-release (spinlock_t *)
{
	fbt::_raw_spin_unlock:entry = ((struct spinlock *)arg0);
};

/* a spinlock was spun on (queued_spin_lock_slowpath): args[1] the
 * nanoseconds */
probe lockstat:::spin-spin (spinlock_t *, uint64_t)
{
	lockstat:::adaptive-block;	/* its record lines */
	sdt:::contention_end / dtap_lock_t0[tid, arg0] != 0 && dtap_lock_f[tid, arg0] == 1 / =
	    ((struct spinlock *)arg0, timestamp - dtap_lock_t0[tid, arg0]);
};

probe lockstat:::rw-acquire (struct rw_semaphore *, int)
{
	fbt::down_[rw][er]*:entry = ((struct rw_semaphore *)arg0,
	    index(probefunc, "read") >= 0 ? RW_READER : RW_WRITER);
};

probe lockstat:::rw-release (struct rw_semaphore *, int)
{
	fbt::up_[rw][er]*:entry = ((struct rw_semaphore *)arg0,
	    index(probefunc, "read") >= 0 ? RW_READER : RW_WRITER);
};

/* an rw_semaphore was waited for (not a spinning rwlock_t, an rt or a
 * per-CPU one): args[1] the nanoseconds */
probe lockstat:::rw-block (struct rw_semaphore *, uint64_t, int)
{
	lockstat:::adaptive-block;	/* its record lines */
	sdt:::contention_end / dtap_lock_t0[tid, arg0] != 0 && (dtap_lock_f[tid, arg0] & 6) != 0 &&
	    (dtap_lock_f[tid, arg0] & 0x19) == 0 / =
	    ((struct rw_semaphore *)arg0, timestamp - dtap_lock_t0[tid, arg0],
	    dtap_lock_f[tid, arg0] & 2 ? RW_READER : RW_WRITER);
};

/* a spinning rwlock_t was spun on (queued_read_lock_slowpath or
 * queued_write_lock_slowpath, whose contention_begin flags are LCB_F_SPIN
 * and LCB_F_READ or LCB_F_WRITE; dtrace-utils' rw-spin, dt_prov_lockstat.c,
 * probes the same two functions): args[1] the nanoseconds spun */
probe lockstat:::rw-spin (struct qrwlock *, uint64_t, int)
{
	lockstat:::adaptive-block;	/* its record lines */
	sdt:::contention_end / dtap_lock_t0[tid, arg0] != 0 && (dtap_lock_f[tid, arg0] & 6) != 0 &&
	    (dtap_lock_f[tid, arg0] & ~6) == 1 / =
	    ((struct qrwlock *)arg0, timestamp - dtap_lock_t0[tid, arg0],
	    dtap_lock_f[tid, arg0] & 2 ? RW_READER : RW_WRITER);
};
