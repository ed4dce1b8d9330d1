/*
 * dtaprun -p with a process that does not exist: dtrace's words, exit
 * status 1, nothing traced (and the module unloaded).
 */
BEGIN
{
	trace("not reached");
}
