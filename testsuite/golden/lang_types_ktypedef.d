#pragma D option quiet

/*
 * The kernel's typedefs are type names, as in dtrace: casts, sizeof,
 * offsetof and declarations take u64, loff_t, umode_t, spinlock_t ...
 * (and the module-scoped vmlinux`u8).  Sizes from the 6.1 kernel's DWARF
 * (gdb: sizeof(spinlock_t) 4, rwlock_t 8, loff_t 8, umode_t 2).
 */
u64 big;
self loff_t off;
this umode_t mode;
typedef u32 my_u32;
kuid_t *up;

BEGIN
{
	big = (u64)-1;
	self->off = (loff_t)-1;
	this->mode = (umode_t)-1;
	printf("%u %d %u\n", big, self->off, this->mode);
	printf("%d %d %d %d\n", sizeof(spinlock_t), sizeof(rwlock_t), sizeof(loff_t),
	       sizeof(umode_t));
	trace((my_u32)-1);
	printf("\n");
	this->lock = (spinlock_t *)0;
	this->rw = (vmlinux`rwlock_t *)0;
	printf("%d %d %d %d\n", sizeof(*this->lock), sizeof(*this->rw), sizeof(vmlinux`u8),
	       offsetof(spinlock_t, rlock));
	up = (kuid_t *)&curthread->cred->uid;
	printf("%d %d\n", up->val == uid, ((kuid_t *)&curthread->cred->euid)->val);
	printf("%d\n", (s8)0x1ff);
	exit(0);
}
