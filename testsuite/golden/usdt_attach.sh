# usdt_attach: dtaprun -p on a running usdtwl; after dtaprun exits the
# program goes on with hot's semaphore back at 0 and exits 0.
/root/w/usdtwl 20 250 > /tmp/usdt_attach.out &
p=$!
dtaprun -p "$p" "$1"
echo "dtaprun exit $?"
wait "$p"
echo "usdtwl exit $?"
# how many iterations ran traced depends on when the probes went in
sed 's/^enabled [0-9]* of 20,/enabled N of 20,/' /tmp/usdt_attach.out
