dtaprun -c '/root/w/fileio /tmp/getf_wl.dat 1' "$1"
