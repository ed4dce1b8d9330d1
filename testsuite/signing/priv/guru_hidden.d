/* a guru module; run-vm-tests.sh turns its "guru 1" into "guru 0" and
 * signs it again: its .dtap_guru section still says what it is */
%{
static int dtap_hidden_guru;
%}
BEGIN
{
	%{ dtap_hidden_guru = 1 %};
	exit(0);
}
