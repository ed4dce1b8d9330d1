# report.awk - the table of one run of bench/probe-cost/run.sh.
# usage: awk -v period=NS -v reps=N [-v hits=N] -f report.awk cases.list run.txt
#   hits: the syscall cases, where every loop iteration is one probe hit
#   (F = hits, and the floor is the case of kind tpfloor)
#   user: the user cases (hits too; the floor is upfloor; kind dtapc: a
#   dtaprun -c per loop, so each loop's count is F, and there is no
#   dtapio column: the kernel column is (T - T[pc_idle]) / F; kinds stapc
#   and btc, SystemTap's staprun -c and bpftrace -c per loop: their
#   columns are +/firing, their consumer's polling included)
#
# Per case, from the REPS loops: T = median loop time, C = median ctr
# (dtap cases: dtapio's run time during the loop; floor: its firings).
#   firings   F = T / period (the floor's own counter checks it)
#   +/firing  (T - T[none]) / F: all a probe adds, per firing
#   dtapio    (C - C[pc_idle]) / F: consumer work per firing, beyond the
#             polling that pc_idle pays without any firing
#   kernel    (T - T[pc_idle]) / F - dtapio: the in-kernel cost per firing
#             (interrupt, timer, handler), comparable to the floor's
#   xfloor    a cost divided by the floor's +/firing
# Prints the table and, for run.sh's comparison of runs, lines
# "@@COST NAME ALL KERNEL".  Exit status 1 when a case is missing, a
# dtaprun failed, or a count disagrees with F (a probe that did not fire
# every period, or an estimate of F that is off).

function median(name, arr,    n, i, j, v, t) {
	n = nrep[name]
	for (i = 1; i <= n; i++)
		v[i] = arr[name, i] + 0	# numbers: awk compares strings otherwise
	for (i = 2; i <= n; i++)	# insertion sort: n is small
		for (j = i; j > 1 && v[j - 1] > v[j]; j--) {
			t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
		}
	spread = v[n] - v[1]
	return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
}

function field(s, key,    n, i, kv) {	# value of KEY=VALUE among words of S
	n = split(s, kv, " ")
	for (i = 1; i <= n; i++)
		if (index(kv[i], key "=") == 1)
			return substr(kv[i], length(key) + 2)
	return ""
}

# A module run per loop, with the loop as its command (dtaprun -c,
# staprun -c).
function percmd(k) {
	return k == "dtapc" || k == "stapc" || k == "btc"
}

function row(name, T, sp, F, counted, all, allx, dio, kern, kernx) {
	printf "%-10s %11d %6d %7s %7s %8s %6s %7s %7s %6s  %s\n", name, T, sp,
		F, counted, all, allx, dio, kern, kernx, what[name]
}

FNR == NR {	# cases.list
	if ($0 ~ /^#/ || NF < 3)
		next
	order[++ncases] = $1
	kind[$1] = $2
	how[$1] = $3
	label = $4
	for (i = 5; i <= NF; i++)
		label = label " " $i
	what[$1] = label
	next
}
/^@@LOOP / {
	name = $2
	nrep[name]++
	ns[name, nrep[name]] = field($0, "ns")
	ctr[name, nrep[name]] = field($0, "ctr")
	next
}
/^@@OUT / {
	out[$2] = $0
	next
}
/^@@SETTLE / {
	printf "warm-up: %s\n", substr($0, 10)
	next
}
END {
	bad = 0
	for (c = 1; c <= ncases; c++) {
		name = order[c]
		if (nrep[name] != reps) {
			printf "case %s: %d of %d loops ran\n", name, nrep[name], reps
			bad = 1
			continue
		}
		med[name] = median(name, ns)
		spr[name] = spread
		# Settled guests spread by ~0.03%; much more means something else
		# ran during some loops (boot leftovers): do not trust the median.
		# (a dtapc case loads a module and starts dtapio per loop: its
		# loops spread by up to ~1%, the medians repeat within 0.01%)
		if (spread * (percmd(kind[name]) ? 50 : 200) > med[name]) {
			printf "case %s: noisy: loops spread by %d instructions\n",
				name, spread
			bad = 1
		}
		if (kind[name] != "none")
			cmed[name] = median(name, ctr)
	}
	floor = user ? "upfloor" : hits ? "tpfloor" : "floor"
	if (!("none" in med) || !(floor in med) || !("pc_idle" in med)) {
		print "the none, " floor " and pc_idle cases are needed"
		exit 1
	}
	base = med["none"]
	fl = (med[floor] - base) / (hits ? hits : med[floor] / period)
	idle = med["pc_idle"]; cidle = cmed["pc_idle"]
	printf "%-10s %11s %6s %7s %7s %8s %6s %7s %7s %6s  %s\n", "case", "loop",
		"spread", "firings", "counted", "+/firing", "xfloor", "dtapio",
		"kernel", "xfloor", "what"
	for (c = 1; c <= ncases; c++) {
		name = order[c]
		if (!(name in med))
			continue
		T = med[name]
		F = hits ? hits : T / period
		if ((kind[name] == "dtap" || percmd(kind[name])) && field(out[name], "rc") != "0") {
			printf "case %s: %s failed: %s\n", name,
				kind[name] == "stapc" ? "staprun" : kind[name] == "btc" ? "bpftrace" : "dtaprun",
				out[name]
			bad = 1
		}
		counted = "-"
		if (how[name] == "ctr")
			counted = cmed[name]
		else if (how[name] == "last")
			counted = field(out[name], "last")
		else if (how[name] == "ones")
			counted = field(out[name], "ones")
		else if (how[name] == "lines")
			counted = field(out[name], "lines")
		# A module counts from "go" to "stop", which contains every loop.
		if ((how[name] == "last" || how[name] == "ones" || how[name] == "lines") &&
		    counted + 0 < (percmd(kind[name]) ? 1 : reps) * int(F)) {
			printf "case %s: counted %s firings, the loops alone saw %d\n",
				name, counted, (percmd(kind[name]) ? 1 : reps) * int(F)
			bad = 1
		}
		# (the syscall floor also counts the loop's own few other calls)
		if (how[name] == "ctr" && (counted - F > 1 + 16 * (hits > 0) || F - counted > 1)) {
			printf "case %s: counter says %s firings per loop, T/P says %.1f\n",
				name, counted, F
			bad = 1
		}
		if (name == "none" || name == "pc_idle") {
			row(name, T, spr[name], "-", counted, "-", "-", "-", "-", "-")
			continue
		}
		all = (T - base) / F
		if (kind[name] == "stapc" || kind[name] == "btc") {
			row(name, T, spr[name], sprintf("%.1f", F), counted,
				sprintf("%.1f", all), sprintf("%.2f", all / fl), "-", "-", "-")
			kern = all
		} else if (kind[name] == "dtapc") {
			kern = (T - idle) / F
			row(name, T, spr[name], sprintf("%.1f", F), counted,
				sprintf("%.1f", all), sprintf("%.2f", all / fl), "-",
				sprintf("%.1f", kern), sprintf("%.2f", kern / fl))
		} else if (kind[name] == "dtap") {
			dio = (cmed[name] - cidle) / F
			kern = (T - idle) / F - dio
			row(name, T, spr[name], sprintf("%.1f", F), counted,
				sprintf("%.1f", all), sprintf("%.2f", all / fl),
				sprintf("%.1f", dio), sprintf("%.1f", kern),
				sprintf("%.2f", kern / fl))
		} else {
			kern = all	# a floor or a hand-written module
			row(name, T, spr[name], sprintf("%.1f", F), counted,
				sprintf("%.1f", all), sprintf("%.2f", all / fl), "-",
				sprintf("%.1f", all), sprintf("%.2f", all / fl))
		}
		print "@@COST " name " " all " " kern
	}
	# dtap cases against their hand-written modules, when they ran
	hand["sc_count"] = "hw_count"; hand["sc_execname"] = "hw_execname"
	hand["sc_probefunc"] = "hw_probefunc"; hand["fbt_count"] = "kpfloor"
	hand["fbt_ret"] = "hw_kretprobe"
	hand["pc_inc"] = hand["pc_count"] = hand["pc_pred"] = "floor"
	for (c = 1; c <= ncases; c++) {
		name = order[c]
		if (!(name in hand) || !(name in med) || !(hand[name] in med))
			continue
		hk = (med[hand[name]] - base) / (hits ? hits : med[hand[name]] / period)
		F = hits ? hits : med[name] / period
		dk = (med[name] - idle) / F - (cmed[name] - cidle) / F
		printf "%s: kernel %.1f per hit = %.2fx hand-written %s (%.1f)\n",
			name, dk, dk / hk, hand[name], hk
		print "@@HAND " name " " dk " " hk
	}
	# fbt cases against the kprobe floor (kpfloor), when it ran
	if (hits && ("kpfloor" in med)) {
		kfl = (med["kpfloor"] - base) / hits
		for (c = 1; c <= ncases; c++) {
			name = order[c]
			if (name ~ /^fbt/ && (name in med) && kind[name] == "dtap")
				printf "%s: kernel %.1f per hit = %.2fx the kprobe floor (%.1f)\n",
					name, (med[name] - idle) / hits - (cmed[name] - cidle) / hits,
					((med[name] - idle) / hits - (cmed[name] - cidle) / hits) / kfl, kfl
		}
	}
	ms = base / 1e6
	printf "pc_idle: dtap loaded, no firing: +%.0f instructions per ms of loop, %.0f of them in dtapio (polls every 10 ms)\n",
		(idle - base) / ms, cidle / ms
	print "@@COST pc_idle/ms " (idle - base) / ms " " cidle / ms
	exit bad
}
