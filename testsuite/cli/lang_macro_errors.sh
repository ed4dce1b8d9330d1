# Macro argument diagnostics: a $N not given, an argument never used
# (fine with -x argref), $$target with -c (a string: not before the run), a bad argument.
t() { dtap -x errtags --pass=2 "$@"; echo "rc=$?"; }
t -n 'BEGIN { trace($2); }' one
t -n 'BEGIN { trace($$1); }' a b
# dtrace checks the last argument only (dt_cc.c): $1 unused before a used $2
t -n 'BEGIN { trace($$2); }' a b | tail -1
t -x argref -n 'BEGIN { trace($$1); }' a b 2>&1 | tail -1
t -n 'BEGIN { trace($nosuch); }'
t -c true -n 'BEGIN { trace($$target); }'
t -n 'BEGIN { trace($1); }' 'a-b'
t -n 'BEGIN { trace($1); }' 12abc
t -n 'dtrace:::$$1 { trace(1); }' 2>&1
t -p 1234 -n 'BEGIN { trace($target); }' | tail -1
# ... once parsed, before any clause's error (dt_cc.c, dt_compile: the
# check follows the pragmas, precedes dt_compile_clause); a $N in a probe
# description counts (dt_subr.c, dtrace_xstr2desc marks it)
t -n 'BEGIN { trace(nosuch); }' a b
t -n 'BEGIN { trace(nosuch); } dtrace:::$$2 { trace(1); }' a BEGIN
