#pragma D option quiet

/*
 * The lock subroutines on lock words in scratch memory: zeroed (no one
 * holds it), then the first 8 bytes of linux_banner ("Linux ve", the
 * word 0x65762078756e694c).  struct mutex: held when its owner word is
 * not 0, the owner is that word less its 3 flag bits; Linux mutexes are
 * adaptive, never spin locks.  rwlock_t (qrwlock, a 4-byte word
 * 0x756e694c): readers in bits 9 and up, a writer when the low byte is
 * 0xff, writer held or waiting in the low 9 bits.  struct rw_semaphore
 * (8-byte count): readers in bits 8 and up, a writer in bit 0.  A
 * pointer that is not to a struct rw_semaphore is read as a rwlock_t.
 */
BEGIN
{
	this->m = alloca(8);
	printf("%d %d %d %d\n", mutex_owned(this->m), mutex_owner(this->m) == NULL,
	    mutex_type_adaptive(this->m), mutex_type_spin(this->m));
	printf("%d %d %d\n", rw_read_held(this->m),
	    rw_write_held(this->m), rw_iswriter(this->m));
	bcopy(`linux_banner, this->m, 8);
	printf("%d %x\n", mutex_owned(this->m), (uint64_t)mutex_owner(this->m));
	printf("%d %d %d\n", rw_read_held(this->m),
	    rw_write_held(this->m), rw_iswriter(this->m));
	printf("%d %d %d\n", rw_read_held((struct rw_semaphore *)this->m),
	    rw_write_held((struct rw_semaphore *)this->m),
	    rw_iswriter((struct rw_semaphore *)this->m));
	exit(0);
}
