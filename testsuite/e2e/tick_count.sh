# tick-10ms fires 50 times; the keyed count prints in dtrace's layout.
dtap --vm -q -n 'profile:::tick-10ms { i++; @a[probename] = count(); } profile:::tick-10ms /i == 50/ { exit(0); }'
