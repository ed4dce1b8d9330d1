# Every stable probe of the installed tapsets resolves to a lower probe on
# both test kernels (6.1 and 6.12): dtap -l shows "-" in the FUNCTION
# column for one that resolves to nothing.  Kernels rename and inline
# functions: this is where a tapset that rotted shows up.
for series in 6.1. 6.12.; do
	k=$(ls -d /lib/modules/$series*/build 2>/dev/null | sort -V | tail -n 1 | cut -d/ -f4)
	if [ -z "$k" ]; then echo "no $series kernel"; continue; fi
	dtap --kernel="$k" -l -P proc -P sched -P io -P ip -P tcp -P udp -P lockstat > list.txt 2> /dev/null
	n=$(awk 'NR > 1' list.txt | wc -l)
	bad=$(awk 'NR > 1 && $4 == "-" { print $2 ":::" $5 }' list.txt)
	echo "$series: $n stable probes, unresolved: ${bad:-none}"
done
