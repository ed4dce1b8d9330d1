BEGIN
{
	trace(curcpu->cpu_info);
}
