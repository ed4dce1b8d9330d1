# three runs of the workload, which exit before dtapio prints.  (": " last:
# the shell must not exec the last run, which would make it the target,
# whose maps dtapio keeps from its last look, maybe still the shell's: see
# stapio/usym.c find_proc.)
dtaprun -c 'sh -c "/root/w/ustackwl 0; /root/w/ustackwl 0 loop; /root/w/ustackwl 0 bad; :"' "$1"
