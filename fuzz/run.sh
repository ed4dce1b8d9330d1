#!/bin/sh
# fuzz/run.sh SECONDS - run each libFuzzer target of fuzz/ for SECONDS
# (make fuzz FUZZTIME=SECONDS), one at a time and niced: the build machine
# is shared.  Corpora persist in build/fuzz/corpus/TARGET (seeded from
# testsuite/ on every run); a crash, leak-free hang (-timeout) or
# sanitizer report stops the target and leaves the input in
# build/fuzz/artifacts/.  Exit status: 0 when every target ran clean.
set -u
secs=${1:-60}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
b=build/fuzz
mkdir -p "$b/seeds/translate" "$b/seeds/consume" "$b/seeds/json" "$b/corpus/translate" \
	"$b/corpus/consume" "$b/corpus/json" "$b/artifacts"

# Seeds for the translator: every D script of the testsuite and samples.
for f in testsuite/*/*.d samples/*.d fuzz/seeds/*.d; do
	[ -f "$f" ] && cp "$f" "$b/seeds/translate/$(echo "$f" | tr / _)"
done
# Seeds for the consumer: the metadata of each golden script (pass 3 on
# the host, no kernel needed), a NUL, then a record of its first epid.
for f in testsuite/golden/*.d; do
	n=$(basename "$f" .d)
	./dtap --pass=3 --kernel=fuzz -s "$f" 2>/dev/null |
		sed -n '/__section(".dtap_meta")/,/^\t;$/p' | sed -n 's/^\t"\(.*\)"$/\1/p' > "$b/m.txt"
	[ -s "$b/m.txt" ] || continue
	{
		printf '%b' "$(cat "$b/m.txt")"
		# NUL, records length 32; chunk {cpu 0, 24 bytes}; record {epid 1,
		# size 24} with one int 42 and 8 bytes of a short string.
		printf '\000\040\000\000\000'
		printf '\000\000\000\000\030\000\000\000'
		printf '\001\000\000\000\030\000\000\000'
		printf '\052\000\000\000\000\000\000\000\001\000\000\000\141\000\000\000'
	} > "$b/seeds/consume/$n"
done
rm -f "$b/m.txt"
# Seeds for the JSON writer: text with escapes and UTF-8 (its bytes are
# also read as the writer's operations).
for f in testsuite/golden/json_*.out; do
	[ -f "$f" ] && cp "$f" "$b/seeds/json/$(basename "$f")"
done
printf 'a\377\300\257\355\240\200\364\220\200\200\001"\\' > "$b/seeds/json/bytes"

rc=0
# Inputs that once crashed (fuzz/regress/TARGET/): each runs once first.
for t in translate consume json; do
	set -- fuzz/regress/$t/*
	[ -f "$1" ] || continue
	"$b/fuzz_$t" "$@" > "$b/$t-regress.log" 2>&1 ||
		{ echo "fuzz_$t: a fuzz/regress input fails again"; tail -n 30 "$b/$t-regress.log"; rc=1; }
done
for t in translate consume json; do
	echo "fuzz_$t: $secs s"
	nice -n 19 "$b/fuzz_$t" -max_total_time="$secs" -timeout=10 \
		-rss_limit_mb=2048 -max_len=8192 -close_fd_mask=3 -print_final_stats=1 \
		-artifact_prefix="$b/artifacts/$t-" "$b/corpus/$t" "$b/seeds/$t" \
		> "$b/$t.log" 2>&1 || rc=1
	grep -E '^stat::number_of_executed_units|^stat::peak_rss|^==|ERROR|runtime error|SUMMARY|Test unit written' \
		"$b/$t.log"
done
exit $rc
