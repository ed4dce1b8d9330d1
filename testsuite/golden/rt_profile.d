/*
 * profile-N fires on every online CPU, tick-N on one (the first online
 * CPU); both for every unit: ns us ms s hz and a bare rate.  Output that
 * does not depend on timing: max(1) per CPU, min/max of cpu.
 */
#pragma D option quiet

profile-1000hz
{
	@p1000hz[cpu] = max(1);
}

profile-2ms
{
	@p2ms[cpu] = max(1);
}

profile-250
{
	@pbare[cpu] = max(1);
}

profile-500us
{
	@pus[cpu] = max(1);
}

profile-300000ns
{
	@pns[cpu] = max(1);
}

tick-1000hz
{
	@t1000hz[cpu] = max(1);
	@tmin = min(cpu);
	@tmax = max(cpu);
}

tick-200us
{
	@t200us[cpu] = max(1);
}

tick-1s
{
	exit(0);
}

END
{
	printa("profile-1000hz cpu %d %@d\n", @p1000hz);
	printa("profile-2ms cpu %d %@d\n", @p2ms);
	printa("profile-250 cpu %d %@d\n", @pbare);
	printa("profile-500us cpu %d %@d\n", @pus);
	printa("profile-300000ns cpu %d %@d\n", @pns);
	printa("tick-1000hz cpu %d %@d\n", @t1000hz);
	printa("tick-200us cpu %d %@d\n", @t200us);
	printa("tick cpus %@d", @tmin);
	printa("..%@d\n", @tmax);
}
