# Where the pid provider finds a -c program's libraries: where ld.so
# finds them (translator/providers/dt_uldso.c), checked against ld.so
# itself (the program runs and says which library it got): DT_RPATH
# before $LD_LIBRARY_PATH, $LD_LIBRARY_PATH before DT_RUNPATH, then
# ld.so.cache (one built by ldconfig here, named by $DTAP_LD_SO_CACHE),
# and a library found nowhere has no probes.  (gcc and ldconfig are the
# test bed's; the module is built no further than pass 3.)
mkdir lib1 lib2
for d in lib1 lib2; do
	printf 'const char *ldwhich(void) { return "%s"; }\nint ldbar(int x) { return x; }\n' $d > $d.c
	gcc -shared -fPIC -o $d/libldfoo.so $d.c
done
printf 'int ldbar2(int x) { return x * 2; }\n' > bar.c
gcc -shared -fPIC -o lib2/libldbar.so bar.c
cat > main.c <<'C'
#include <stdio.h>
const char *ldwhich(void);
int main(void) { printf("ld.so: %s\n", ldwhich()); return 0; }
C
gcc -o plain main.c -Llib1 -lldfoo
gcc -o rpath main.c -Llib1 -lldfoo -Wl,--disable-new-dtags,-rpath,'$ORIGIN/lib2'
gcc -o runpath main.c -Llib1 -lldfoo -Wl,--enable-new-dtags,-rpath,'$ORIGIN/lib2'
printf 'int ldbar2(int);\nint main(void) { return ldbar2(1) != 2; }\n' > main2.c
gcc -o two main2.c -Llib1 -Llib2 -lldfoo -lldbar
echo "$PWD/lib2" > ld.conf
/sbin/ldconfig -C ld.cache -f ld.conf
where() {	# PROGRAM: the libraries dtap probes, then what ld.so loads
	dtap --pass=3 --kernel=6.1.0-56-cloud-amd64 -c "./$1" -n 'pid$target:libld*::entry {}' 2>&1 |
		sed -n "s|.*\.path = \"$PWD/\([^\"]*\)\".*|dtap: \1|p" | sort -u
	"./$1" 2>&1 | sed 's/.*error while loading shared libraries: /ld.so: /'
}
echo "-- no LD_LIBRARY_PATH"; where plain
export LD_LIBRARY_PATH=$PWD/lib1
echo "-- LD_LIBRARY_PATH=lib1"; where plain
echo "-- DT_RPATH lib2 comes first"; where rpath
echo "-- DT_RUNPATH lib2 comes after"; where runpath
# (ld.so itself reads /etc/ld.so.cache only: it cannot say here)
echo "-- libldbar.so: not on the path, in the cache"
DTAP_LD_SO_CACHE=$PWD/ld.cache where two
echo "-- nor in the cache: no probes (and the program does not start)"
where two
