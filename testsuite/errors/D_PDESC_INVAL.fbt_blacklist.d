/* kprobes refuse the int3 handler: naming it is an error */
fbt::do_int3:entry
{
}
