# --verbose-passes: one "Pass N: ... in Nusr/Nsys/Nreal ms." line per pass,
# on stderr (numbers masked).
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
dtap --verbose-passes --pass=4 --kernel="$k" --module=cli_vp -n 'BEGIN { exit(0); }' 2>&1 > /dev/null |
	sed -E 's/in [0-9]+usr\/[0-9]+sys\/[0-9]+real ms\.$/in Nusr\/Nsys\/Nreal ms./'
dtap --verbose-passes --pass=2 -n 'BEGIN { exit(0); }' 2>&1 > /dev/null |
	sed -E 's/in [0-9]+usr\/[0-9]+sys\/[0-9]+real ms\.$/in Nusr\/Nsys\/Nreal ms./'
