#pragma D option quiet
profile-4999 { @a[probename] = count(); }
