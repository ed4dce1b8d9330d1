#pragma D option quiet

/*
 * The tcp, udp and ip providers on the loopback interface
 * (testsuite/workloads/netloop.c): the TCP payload bytes each side sent
 * and received (ip_plength less the TCP header) equal what the program
 * wrote: 6000 from the client, 2 from the server; both ends become
 * established once; a connection to a port nothing listens on is
 * refused (both ends seen); one UDP datagram of 100 bytes is sent and
 * received, and one of 50 bytes to the broadcast address.
 */
tcp:::send, tcp:::receive
/args[4]->tcp_dport == 31337 || args[4]->tcp_sport == 31337/
{
	@bytes[probename, args[4]->tcp_dport == 31337 ? "to server" : "to client",
	    args[2]->ip_saddr, args[2]->ip_daddr] = sum(args[2]->ip_plength - args[4]->tcp_offset);
}

tcp:::receive
/args[4]->tcp_dport == 31337 && args[2]->ip_plength > args[4]->tcp_offset/
{
	@ok[args[3]->tcps_lport == 31337 && args[3]->tcps_raddr == "127.0.0.1" &&
	    args[3]->tcps_state == TCP_STATE_ESTABLISHED ? "receive: tcpsinfo ok" :
	    "receive: bad tcpsinfo"] = max(1);
}

tcp:::connect-request /args[3]->tcps_rport == 31337/ { @ev[probename] = count(); }
tcp:::connect-established /args[3]->tcps_rport == 31337/ { @ev[probename] = count(); }
tcp:::accept-established /args[3]->tcps_lport == 31337/ { @ev[probename] = count(); }
tcp:::connect-refused /args[3]->tcps_rport == 31339/ { @ev[probename] = count(); }

tcp:::accept-refused
/args[4]->tcp_dport == 31339/
{
	@ev[strjoin("accept-refused from ", args[2]->ip_saddr)] = count();
}

tcp:::state-change
/(args[3]->tcps_lport == 31337 || args[3]->tcps_rport == 31337) &&
 args[3]->tcps_state == TCP_STATE_ESTABLISHED/
{
	@ev[args[5]->tcps_state == TCP_STATE_SYN_SENT ? "SYN_SENT -> ESTABLISHED" :
	    "SYN_RECEIVED -> ESTABLISHED"] = count();
}

udp:::send, udp:::receive
/args[4]->udp_dport == 31338/
{
	@udp[probename, args[3]->udps_laddr] = sum(args[4]->udp_length - 8);
}

/* broadcast: sent by ip_mc_output */
udp:::send, udp:::receive
/args[4]->udp_dport == 31340/
{
	@udp[probename, args[2]->ip_daddr] = sum(args[4]->udp_length - 8);
}

ip:::send
/args[2]->ip_daddr == "127.0.0.1" && args[2]->ip_ver == 4/
{
	@ip["ip:::send to 127.0.0.1 seen"] = max(1);
}

END
{
	printa("%s %s %s -> %s: %@d bytes\n", @bytes);
	printa("%s %@d\n", @ok);
	printa("%s %@d\n", @ev);
	printa("udp %s (%s): %@d bytes\n", @udp);
	printa("%s %@d\n", @ip);
}
