# dtap -l of a module's functions (fbt:configfs::, the target's modules.dep
# and module file; 6.12's is compressed) and -lv with their argument types
# from the module's debug file.
for rel in 6.1.0-56-cloud-amd64 6.12.95+deb12-cloud-amd64; do
	echo "== $rel"
	dtap --kernel=$rel -l -n 'fbt:configfs:configfs_dir_*:' 2>/dev/null | awk '{ $1 = "ID"; print }'
	dtap --kernel=$rel -lv -n 'fbt:configfs:configfs_dir_open:return' 2>/dev/null | grep 'args\['
	dtap --kernel=$rel -lv -n 'fbt:configfs:configfs_dir_open:entry' 2>/dev/null | grep 'args\['
done
