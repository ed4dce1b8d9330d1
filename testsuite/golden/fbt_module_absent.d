/*
 * A probe in a module the guest has not loaded (configfs: no .kmods
 * here): the load fails, naming why, and nothing stays loaded.
 */
fbt:configfs:configfs_dir_open:entry
{
	@ = count();
}
