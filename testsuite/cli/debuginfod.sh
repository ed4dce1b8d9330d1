# DWARF fetched by build-id from a debuginfod server when the -dbg package
# is not installed (DTAP_DEBUGDIR points at an empty directory: a host
# without it).  A real debuginfod (Debian package debuginfod; dtap talks to
# it at 127.0.0.1) serves the debug files of one module taken from the
# -dbg packages: configfs of 6.1 and of 6.12 (1.5 MB each; 6.12's installed
# module is a .ko.xz).  The vmlinux (600 MB) would take the same path:
# build-id -> download -> libdebuginfod's cache.  First run: the download
# is announced; second run: from the cache, silent; without a server, or
# with one that lacks it, the error names the build-id and the package.
rel=6.1.0-56-cloud-amd64
dbg=/usr/lib/debug/lib/modules/$rel/kernel/fs/configfs/configfs.ko
id=$(readelf -n "$dbg" | awk '/Build ID/ { print $3 }')
# 6.12's module is compressed (.ko.xz): its build-id is read through it
rel2=6.12.95+deb12-cloud-amd64
dbg2=/usr/lib/debug/lib/modules/$rel2/kernel/fs/configfs/configfs.ko
id2=$(readelf -n "$dbg2" | awk '/Build ID/ { print $3 }')
mkdir srv srv/a srv/b empty
cp "$dbg" srv/a/
cp "$dbg2" srv/b/
export DTAP_DEBUGDIR=$PWD/empty DEBUGINFOD_CACHE_PATH=$PWD/cache HOME=$PWD
script='fbt:configfs:configfs_dir_open:entry { trace(stringof(args[1]->f_path.dentry->d_name.name)); }'
show() { sed -e "s/$id/BUILDID/g" -e "s/$id2/BUILDID612/g" -e "s/127.0.0.1:$port/127.0.0.1:PORT/g" -e "s|$PWD|.|g"; }

port=
for p in 18002 18102 18202 18302 18402; do
	debuginfod -F -p "$p" -d "$PWD/db.sqlite" "$PWD/srv" > server.log 2>&1 &
	pid=$!
	sleep 1
	if kill -0 "$pid" 2>/dev/null; then port=$p; break; fi
done
[ -n "$port" ] || { echo "no debuginfod could start"; cat server.log; exit 1; }
trap 'kill $pid; wait $pid' EXIT
export DEBUGINFOD_URLS=http://127.0.0.1:$port
# wait until it has indexed the file (it scans in the background)
for i in $(seq 50); do
	DEBUGINFOD_CACHE_PATH=$PWD/probe debuginfod-find debuginfo "$id" > /dev/null 2>&1 &&
		DEBUGINFOD_CACHE_PATH=$PWD/probe debuginfod-find debuginfo "$id2" > /dev/null 2>&1 && break
	sleep 0.2
done

echo "== first run: downloaded"
dtap --kernel=$rel --pass=3 -n "$script" 2>&1 > /dev/null | show
echo "== second run: from the cache"
dtap --kernel=$rel --pass=3 -n "$script" 2>&1 > /dev/null | show
echo "== the cached file is the -dbg package's"
cmp "$dbg" cache/"$id"/debuginfo && echo same
echo "== 6.12 (.ko.xz)"
dtap --kernel=$rel2 --pass=3 -n "$script" 2>&1 > /dev/null | show
cmp "$dbg2" cache/"$id2"/debuginfo && echo same
echo "== a module the server lacks"
dtap --kernel=$rel --pass=2 -n 'fbt:isofs:isofs_lookup:entry { trace(args[1]->d_name.len); }' 2>&1 |
	show | sed -e "s/$(readelf -n /lib/modules/$rel/kernel/fs/isofs/isofs.ko | awk '/Build ID/ { print $3 }')/BUILDID2/"
echo "== no server"
unset DEBUGINFOD_URLS
rm -rf cache
dtap --kernel=$rel --pass=2 -n "$script" 2>&1 | show
