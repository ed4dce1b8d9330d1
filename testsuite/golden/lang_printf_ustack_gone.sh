# three runs of the workload, which exit before dtapio prints.
dtaprun -c 'sh -c "/root/w/ustackwl 0; /root/w/ustackwl 0 loop; /root/w/ustackwl 0 bad"' "$1"
