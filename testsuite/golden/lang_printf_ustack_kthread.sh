# the workload is traced with -c (sh, which sleeps, then execs it: the
# same process, $target); it sleeps 2 s after its getppid, while dtapio
# prints.
dtaprun -c 'sh -c "sleep 1; exec /root/w/ustackwl 2000"' "$1"
