# The tapset library: the installed tapsets load before every script
# (errno, signal, O_* and S_* names); -I DIR and -x libdir=DIR add a
# user's own, in name order unless "depends_on library" says otherwise;
# a file whose depends_on the target does not meet is skipped (a note
# under -v) and only a script using what it declares is told why; a
# declaration that fails is an error only when used; -x nolibs loads none.
mkdir lib
cat > lib/mine.d <<'END'
inline int ANSWER = 42;
typedef struct pair { int a; int b; } pair_t;
END
cat > lib/a_twice.d <<'END'
#pragma D depends_on library mine.d
inline int TWICE = ANSWER * 2;
END
cat > lib/needs.d <<'END'
#pragma D depends_on provider nosuch
inline int NEEDS = 1;
END
cat > lib/kmod.d <<'END'
#pragma D depends_on module no_such_module
inline int KMOD = 1;
END
cat > lib/fp.d <<'END'
probe fpdemo:::go (void (*)(void), int (*)(int, char *))
{
	dtrace:::BEGIN = (0, 0);
};
END
cat > lib/broken.d <<'END'
inline int BROKEN = nosuchvar + 1;
inline int FINE = 7;
END
run() { dtap -x errtags --pass=3 --module=t "$@" > out.c; echo "exit $?"; }
run -I lib -n 'BEGIN { trace(ANSWER + TWICE + sizeof (pair_t) + FINE); exit(ENOENT); }'
grep -c 0x8dULL out.c
run -x libdir=lib -n 'BEGIN { trace(TWICE + SIGKILL + O_CREAT + S_IFDIR); }'
dtap -v -I lib --pass=2 -n 'BEGIN { exit(0); }' 2>&1 > /dev/null | grep tapset | sed "s|$PWD|CWD|; s/kernel [^ ]*$/kernel REL/"
run -I lib -n 'BEGIN { trace(NEEDS); }'
run -I lib -n 'BEGIN { trace(KMOD); }' 2>&1 | sed 's/kernel [^ ]*$/kernel REL/'
run -I lib -n 'BEGIN { trace(BROKEN); }'
run -x nolibs -n 'BEGIN { trace(ENOENT); }'
# a probe's arguments declared with abstract declarators of function
# pointers (dtrace's grammar, direct_abstract_declarator), named as dtrace names them
dtap -l -v -I lib -P fpdemo 2>/dev/null | grep 'args\['
