/* the predicate is evaluated on every firing and is always false */
#pragma D option quiet
BEGIN { x = 0; }
profile-4999 /x == 1/ { @a = count(); }
