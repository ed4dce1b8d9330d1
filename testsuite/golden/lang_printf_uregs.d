#pragma D option quiet

/*
 * ustackdepth, ucaller and uregs[] at ustackwl's getppid system call
 * (level2 <- level1 <- main <- libc's __libc_start_call_main <-
 * __libc_start_main <- _start: 6 frames by the image's CFI, which dtapio
 * sends while it holds the command at its exec, although ustackwl makes
 * the call in its first instructions; frame pointers alone would stop at
 * libc's start, 4 frames: dtap(1), USER-SPACE):
 * the registers as the thread entered the kernel (rax holds the system
 * call number, rip is just past the syscall instruction, in level2; a
 * 64-bit process has null segment selectors; a computed index past R_DS
 * is an illegal operation);
 * ucaller is level2's return address, in level1.  In the idle thread
 * (a kernel thread, seen where it schedules: process context, so that
 * no probe interrupts the system call probes, whose skipped hit would be
 * reported) there is no user stack and no user register.  And
 * random(): 64-bit values, a new one each call.
 */
int done, slept, idle_depth, idle_caller, idle_pc;

syscall::getppid:entry
/execname == "ustackwl"/
{
	printf("ustackdepth %d\n", ustackdepth);
	printf("ucaller %s\n", ucaller == uregs[R_PC] ? "= pc" : "!= pc");
	printf("rax %d orig_rax %d\n", uregs[R_RAX], uregs[R_ORIG_RAX]);
	printf("pc in level2 %d\n", uregs[R_PC] > 0x401000 && uregs[R_PC] < 0x500000);
	printf("sp == R_RSP %d, fp %d\n", uregs[R_SP] == uregs[R_RSP], uregs[R_FP] != 0);
	printf("trapno < 32 %d, gs fs es ds %d %d %d %d\n", uregs[R_TRAPNO] < 32, uregs[R_GS],
	    uregs[R_FS], uregs[R_ES], uregs[R_DS]);
	this->r = random();
	printf("random: 64 bits %d, next differs %d\n", (this->r >> 32) != 0 || random() >> 32 != 0,
	    random() != random());
	@u[ucaller] = count();
	@p[uregs[R_PC]] = count();
}

fbt::schedule_idle:entry
/pid == 0 && !done/
{
	done = 1;
	idle_depth = ustackdepth;
	idle_caller = ucaller;
	idle_pc = uregs[R_PC];
}

syscall::getppid:entry
/execname == "ustackwl"/
{
	this->i = R_DS + 1;
	printf("past R_DS: %d\n", uregs[this->i]);
}

syscall::clock_nanosleep:entry
/execname == "ustackwl"/
{
	slept = 1;
}

/* the idle thread may not have scheduled yet when ustackwl sleeps: its
 * next schedule ends the run (at the latest ustackwl's exit does), in
 * process context too */
fbt::schedule_idle:entry
/slept/
{
	exit(0);
}

END
{
	printf("idle seen %d: ustackdepth %d ucaller %d pc %d\n", done, idle_depth,
	    idle_caller, idle_pc);
	printa("ucaller %A\n", @u);
	printa("pc %A\n", @p);
}
