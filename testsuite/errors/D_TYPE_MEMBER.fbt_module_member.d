/* a module function's arguments are typed from the module's DWARF */
fbt:configfs:configfs_dir_open:entry
{
	trace(args[1]->f_nosuch);
}
