#pragma D option quiet

/*
 * -C with more of glibc's headers: <unistd.h> declares getentropy()
 * without extern (a prototype, left out as extern ones are), <sys/wait.h>
 * has "typedef enum { P_ALL, ... } idtype_t;" (an enum typedef),
 * <ctype.h> enumerators are "(bit) < 8 ? ... : ..." (a constant ?: is
 * folded, as dtrace folds it), <stddef.h> and <stdlib.h>, <fcntl.h>,
 * <sys/stat.h>, <pthread.h>, <sys/mman.h>, <dirent.h>, <sched.h> are
 * taken.
 */
#include <unistd.h>
#include <sys/wait.h>
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <pthread.h>
#include <sys/mman.h>
#include <dirent.h>
#include <sched.h>

BEGIN
{
	printf("P_ALL %d P_PID %d P_PGID %d sizeof(idtype_t) %d\n", P_ALL, P_PID, P_PGID,
	    sizeof(idtype_t));
	printf("_ISupper %x _ISalpha %x _ISblank %x _ISalnum %x\n", _ISupper, _ISalpha,
	    _ISblank, _ISalnum);
	printf("STDIN_FILENO %d R_OK %d O_CREAT %o PROT_READ %d MAP_SHARED %d\n",
	    STDIN_FILENO, R_OK, O_CREAT, PROT_READ, MAP_SHARED);
	printf("WNOHANG %d EXIT_FAILURE %d DT_DIR %d\n", WNOHANG, EXIT_FAILURE, DT_DIR);
	exit(0);
}
