# the workload is traced with -c; it sleeps 2 s after its getppid, while
# dtapio prints (its maps must still be there).
dtaprun -c '/root/w/ustackwl 2000' "$1"
