/* every syscall entry counted by probe function (its syscall's name). */
#pragma D option quiet
syscall:::entry { @a[probefunc] = count(); }
