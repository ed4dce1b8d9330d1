# A bad script: "dtap: FILE:LINE:COL: message" on stderr, exit status 1,
# nothing run.  The message text belongs to the error tests; here only the
# location prefix is checked.
printf 'BEGIN\n{\n\tx = 1 +;\n}\n' > bad.d
dtap --vm -s bad.d 2> err
rc=$?
sed -n 's/^\(dtap: bad\.d:3:[0-9][0-9]*:\) .*/\1/p' err
exit $rc
