#pragma D option quiet

/*
 * memref() and printm() fed what system calls pass (user addresses,
 * sizes, descriptors) and made-up kernel-half addresses, and the cpuinfo
 * helpers fed numbers that are no CPU, at every system call of the
 * workload: each bad address is one "invalid address" error of its
 * clause, a pair's length is cut to printm's size, no number is read
 * outside the CPU tables, and the kernel stays quiet.
 */
syscall:::entry
{
	this->c = dtap_cpu_chip((int)(timestamp % 9) - 4);
	this->l = dtap_cpu_lgrp((int)arg0 * 1000003);
	@clo = min(this->c);
	@chi = max(this->c);
	@llo = min(this->l);
	@lhi = max(this->l);
}

syscall:::entry
/pid == $target/
{
	printm(32, memref(arg0, arg1));
}

syscall:::entry
/pid == $target/
{
	printm(64, (uintptr_t *)(arg1 | 0xffff800000000000));
}

syscall:::entry
/pid == $target/
{
	this->p = (uintptr_t *)alloca(16);
	this->p[0] = (uintptr_t)&`linux_banner[0];
	this->p[1] = arg2 * 4096;
	printm(8, this->p);
}

END
{
	printa("chip %@d..", @clo);
	printa("%@d, ", @chi);
	printa("lgrp %@d..", @llo);
	printa("%@d\n", @lhi);
}
