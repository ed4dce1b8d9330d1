# Several -s and -n together: one "sources" line per input, in command-line
# order, with the number of probes each matched.
printf 'BEGIN { a = 1; }\n' > one.d
printf 'tick-1s, tick-10ms { b = 2; }\nEND { c = 3; }\n' > two.d
dtap --pass=2 -s one.d -n 'profile:::profile-*' -s two.d -n 'dtrace:::END { exit(0); }' -n 'dtrace:::E*' |
	sed -n '/^sources:/,/^options:/p'
