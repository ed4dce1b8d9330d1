# the workload's working directory is /tmp
m=$(pwd)/$1
cd /tmp && dtaprun -c '/root/w/sysload getppid 3' "$m"
