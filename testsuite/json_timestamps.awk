# json_timestamps.awk: a JSON golden's output with each "timestamp":N
# replaced by "timestamp":"T" (the time differs from run to run), after
# checking what can be checked: every time is nonzero, and the records of
# one CPU come in time order (the ring of a CPU is written in order; an
# error line has no "cpu" and is only checked nonzero).  A time that fails
# prints a line the expected output does not have.
{
	line = $0
	out = ""
	cpu = ""
	if (match(line, /"cpu":[0-9]+/))
		cpu = substr(line, RSTART + 6, RLENGTH - 6)
	while (match(line, /"timestamp":[0-9]+/)) {
		ts = substr(line, RSTART + 12, RLENGTH - 12) + 0
		if (ts == 0)
			print "json_timestamps: zero timestamp on line " NR
		if (cpu != "" && (cpu in last) && ts < last[cpu])
			print "json_timestamps: line " NR " goes back in time on CPU " cpu
		if (cpu != "")
			last[cpu] = ts
		out = out substr(line, 1, RSTART - 1) "\"timestamp\":\"T\""
		line = substr(line, RSTART + RLENGTH)
	}
	print out line
}
