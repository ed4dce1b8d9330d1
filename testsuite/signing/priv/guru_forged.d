/* guru C that puts a metadata string without "guru 1" of its own into
 * .dtap_meta, before or after the translator's */
%{
asm(".pushsection .dtap_meta,\"a\"\n"
    ".ascii \"dtap-meta 1\\nname dtap_forged\\n\"\n"
    ".byte 0\n"
    ".popsection");
%}
BEGIN
{
	exit(0);
}
