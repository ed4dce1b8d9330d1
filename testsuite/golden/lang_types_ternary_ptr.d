#pragma D option quiet

/*
 * ?: between pointers to one kernel type reached two ways (a member's
 * type from DWARF and a cast's) is that pointer type; between a pointer
 * and void * too (dtrace's dt_node_is_ptrcompat).  It once compared the
 * two type objects and refused "struct file * and struct file *".
 */
BEGIN
{
	this->f = 1 ? curthread->files->fdt->fd[0] : (struct file *)0;
	this->none = 0 ? curthread->files->fdt->fd[0] : (struct file *)0;
	this->v = 1 ? (void *)0 : &curthread->comm[0];
	printf("fd 0 open: %d, none NULL: %d, void * NULL: %d\n", this->f != NULL,
	    this->none == NULL, this->v == NULL);
	printf("sizeof: %d %d\n", sizeof (this->f), sizeof (this->v));
	exit(0);
}
