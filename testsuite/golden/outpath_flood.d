#pragma D option quiet
#pragma D option bufsize=4k

/*
 * The output path flooded (issue 20, section 5; outpath_flood.sh checks
 * it): 6000 records of 272 bytes into a 4k ring, far faster than dtapio
 * can read them.  Every record made is either printed or counted as a
 * drop; the exit() clause's record and END's are never dropped, however
 * full the ring (room is kept back for them), and the exit status stands.
 */
syscall::getppid:entry
/execname == "sysload"/
{
	@made = count();
	n++;
	printf("r %s\n", "flood");
}

syscall::getppid:entry
/execname == "sysload" && n == 6000/
{
	printf("exit after %d\n", n);
	exit(3);
}

END
{
	printa("made %@d\n", @made);
	printf("end\n");
}
