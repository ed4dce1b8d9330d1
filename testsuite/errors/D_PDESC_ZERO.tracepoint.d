/* a tracepoint the target kernel does not have */
sdt:::no_such_tracepoint
{
	trace(args[0]);
}
