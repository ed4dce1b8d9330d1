#pragma D option quiet

/*
 * The lockstat provider on testsuite/workloads/lockload.c: 8000 one-byte
 * pipe writes (the pipe's mutex), 2000 mmap/munmap pairs (the address
 * space's rw_semaphore, taken for writing; munmap may downgrade it and
 * release it as a reader), spinlocks everywhere.  Counts that
 * depend on what else the kernel does for the process are printed as
 * comparisons.
 */
int acq;
int rel;
int rww;
int rwwrel;
int spin;

lockstat:::adaptive-acquire /execname == "lockload"/ { acq++; }
lockstat:::adaptive-release /execname == "lockload"/ { rel++; }
lockstat:::rw-acquire /execname == "lockload" && args[1] == RW_WRITER/ { rww++; }
lockstat:::rw-release /execname == "lockload"/ { rwwrel++; }
lockstat:::spin-acquire /execname == "lockload" && args[0] != NULL/ { spin++; }

END
{
	printf("adaptive-acquire >= 8000: %d\n", acq >= 8000);
	printf("adaptive-release >= 8000: %d\n", rel >= 8000);
	printf("rw-acquire as writer >= 4000: %d\n", rww >= 4000);
	printf("rw-release >= 4000: %d\n", rwwrel >= 4000);
	printf("spin-acquire > 0: %d\n", spin > 0);
}
