dtaprun -c '/root/w/ustackwl 2000' "$1"
