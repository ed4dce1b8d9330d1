/* a module's init code is freed once it is loaded: naming it is an error */
fbt:configfs:configfs_init:entry
{
}
