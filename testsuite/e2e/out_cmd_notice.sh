# -c CMD, not quiet: dtrace's notice when the command ends ("pid N exited
# with status 3"; the pid is masked), the command's output before END's
# record (END runs after it ended).  The CPU column is masked (not pinned).
dtap --vm -n 'END { trace("end"); }' -c 'echo hi; exit 3' > out 2> err
rc=$?
sed '3s/^ *[0-9][0-9]* /  C /' out
sed 's/pid [0-9][0-9]*/pid N/' err >&2
exit $rc
