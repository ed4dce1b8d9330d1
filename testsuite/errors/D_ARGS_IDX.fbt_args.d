/* dt_ident.c, dt_idcook_args(): vfs_read( ) has 4 arguments */
fbt::vfs_read:entry
{
	trace(args[7]);
}
