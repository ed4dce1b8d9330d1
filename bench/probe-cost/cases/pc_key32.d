/* the same with 32-byte strings: the key is strsize bytes */
#pragma D option quiet
#pragma D option strsize=32
profile-4999 { @a[probename] = count(); }
