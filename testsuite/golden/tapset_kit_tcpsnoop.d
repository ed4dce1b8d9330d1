#pragma D option quiet

/*
 * tcpaccept/tcpconnect, DTraceToolkit style: connections as they are
 * established, and the payload each carried when it closes
 * (netloop: one connection to 127.0.0.1:31337, 6000 bytes in, 2 out).
 */
tcp:::connect-established, tcp:::accept-established
/args[3]->tcps_lport == 31337 || args[3]->tcps_rport == 31337/
{
	printf("%-20s %s:%d -> %s:%d\n", probename, args[3]->tcps_laddr,
	    args[3]->tcps_lport == 31337 ? 31337 : 0, args[3]->tcps_raddr,
	    args[3]->tcps_rport == 31337 ? 31337 : 0);
}

tcp:::receive
/args[4]->tcp_dport == 31337/
{
	@in = sum(args[2]->ip_plength - args[4]->tcp_offset);
}

tcp:::receive
/args[4]->tcp_sport == 31337/
{
	@out = sum(args[2]->ip_plength - args[4]->tcp_offset);
}

END
{
	printa("server received %@d bytes\n", @in);
	printa("client received %@d bytes\n", @out);
}
