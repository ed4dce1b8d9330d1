# --pass=3: every / and % of a script reaches the checked helpers
# (dtap_sdiv, dtap_smod, dtap_udiv, dtap_umod); no raw C division is left
# once comments, strings and preprocessor lines are removed.
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
cat > div.d <<'END'
BEGIN
{
	a = 17;
	b = a / 5 + a % 3;
	a /= b;
	b %= 4;
	printf("%d %d\n", a / (b - 1), timestamp % 7);
	exit(0);
}
END
dtap --pass=3 --kernel="$k" --module=div -s div.d > div.c || exit 1
grep -o 'dtap_[su]\(div\|mod\)(' div.c | sort | uniq -c | sed 's/^ *//'
gcc -fpreprocessed -dD -E -P -x c div.c 2>/dev/null |
	sed -e 's/"\([^"\\]\|\\.\)*"/""/g' -e "s/'\([^'\\\\]\|\\\\.\)*'/0/g" |
	grep -v '^[[:space:]]*#' | grep '[/%]' && echo "unchecked division left"
echo done
