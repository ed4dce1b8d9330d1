# --pass=4 leaves a signed .ko whose appended PKCS#7 signature openssl
# parses.  Kernel format: MODULE || PKCS7 || struct module_signature (12
# bytes, sig_len big endian in its last 4) || "~Module signature appended~\n".
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
dtap --pass=4 --kernel="$k" --module=sigcheck -n 'BEGIN { exit(0); }' > /dev/null || exit 1
magic=$(tail -c 28 sigcheck.ko)
[ "$magic" = "~Module signature appended~" ] || { echo "no signature magic"; exit 1; }
len=$(tail -c 32 sigcheck.ko | head -c 4 | od -An -tu1 | awk '{ print ($1 * 16777216) + ($2 * 65536) + ($3 * 256) + $4 }')
tail -c $((len + 40)) sigcheck.ko | head -c "$len" > sig.p7
openssl pkcs7 -inform DER -in sig.p7 -print_certs -noout > /dev/null 2>&1 ||
	openssl cms -cmsout -inform DER -in sig.p7 -noout > /dev/null || { echo "openssl cannot parse the signature"; exit 1; }
openssl asn1parse -inform DER -in sig.p7 | grep -q 'pkcs7-signedData' && echo "signature parsed"
