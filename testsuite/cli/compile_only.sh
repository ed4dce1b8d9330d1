# -e compiles (passes 1-4) and exits 0 without running: nothing is printed
# and no module is left in the current directory.
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
dtap -e --kernel="$k" -n 'BEGIN { exit(0); }'
echo "exit $?"
dtap -e --kernel="$k" -n 'BEGIN { x = 1 +; }' 2>&1
echo "exit $?"
ls
