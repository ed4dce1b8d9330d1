/* every syscall entry counted by execname (issue 9's keyed case). */
#pragma D option quiet
syscall:::entry { @a[execname] = count(); }
