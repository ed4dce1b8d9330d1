/* a process that cannot exist (pid_max is at most 4194304) */
pid4194304:a.out:main:entry
{
}
