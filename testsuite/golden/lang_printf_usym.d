#pragma D option quiet

/*
 * usym() ufunc() umod() uaddr() of user addresses of ustackwl (main ->
 * level1 -> level2 -> getppid): traced and as aggregation keys, named in
 * the process while it still runs (it sleeps after the call).  usym and
 * ufunc keys merge by function, umod keys by module, uaddr keys not.
 * printf's and printa's %A print any of them as a ustack() frame (a key
 * at the address it merged at).
 */
syscall::getppid:entry
/execname == "ustackwl"/
{
	trace(usym(uregs[R_PC]));
	trace(ufunc(ucaller));
	trace(umod(ucaller));
	trace(uaddr(ucaller));
	printf("\n");
	printf("%%A [%A] [%-22A] [%A]\n", usym(uregs[R_PC]), uaddr(ucaller), umod(0x10));
	@s[usym(uregs[R_PC])] = count();
	@s[usym(uregs[R_PC] - 1)] = count();
	@f[ufunc(ucaller)] = count();
	@m[umod(uregs[R_PC])] = count();
	@m[umod(ucaller)] = count();
	@a[uaddr(uregs[R_PC])] = count();
	@a[uaddr(uregs[R_PC] - 1)] = count();
	@x[usym(0x10)] = count();
}

syscall::clock_nanosleep:entry
/execname == "ustackwl"/
{
	exit(0);
}

END
{
	printa("usym %A %@d\n", @s);
	printa("umod %A %@d\n", @m);
}
