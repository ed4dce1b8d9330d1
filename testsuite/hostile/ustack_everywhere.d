#pragma D option quiet

/*
 * ustack() and its kin in every context at once: a 5 kHz profile on each
 * CPU (user code, kernel code, idle and kernel threads, interrupts) and
 * every system call entry, while ustackwl makes its system calls from
 * frame pointer chains that loop and that point at unmapped memory: the
 * walks stay bounded (never past ustackframes), the keys land, nothing
 * faults and the kernel stays quiet.
 */
int over;

profile-5000hz
{
	@p[ustack()] = count();
	this->d = ustackdepth;
	over = this->d > 100 ? 1 : over;
	@r[uregs[R_PC], ucaller, uregs[R_DS]] = count();
}

syscall:::entry
{
	@s[ustack(20), usym(uregs[R_PC])] = count();
	over = ustackdepth > 100 ? 1 : over;
}

END
{
	trunc(@p);
	trunc(@r);
	trunc(@s);
	printf("deeper than ustackframes: %d\n", over);
}
