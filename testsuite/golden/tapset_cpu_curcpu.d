#pragma D option quiet

/*
 * curcpu (tapsets/cpu.d): on every CPU, cpu_id is the cpu built-in,
 * cpu_pset -1 (Linux has no processor sets), cpu_chip the package and
 * cpu_lgrp the NUMA node (the guest has one of each: 0); chip, lgrp and
 * pset are curcpu's members.
 */
profile-1000hz
{
	@[curcpu->cpu_id == cpu, curcpu->cpu_pset, curcpu->cpu_chip,
	    curcpu->cpu_lgrp, chip == curcpu->cpu_chip, lgrp, pset] = count();
}

tick-200ms
{
	printa("same id %d, pset %d, chip %d, lgrp %d, chip %d, lgrp %d, pset %d\n", @);
	exit(0);
}
