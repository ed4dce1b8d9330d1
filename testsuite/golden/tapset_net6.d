#pragma D option quiet

/*
 * The tcp, udp and ip providers over IPv6 on the loopback interface
 * ("netloop 6": the exchange of tapset_net over [::1]): ip_ver 6, the
 * addresses as strings ("::1"; "::" for the unbound UDP sender), the
 * TCP payload bytes each side sent and received, both ends established,
 * a refused connection (both ends seen), one UDP datagram of 100 bytes
 * (108 with its header: ip's ipv6info_t payload length), and the same
 * clause on the IPv4 probes' lower probes seeing nothing of IPv4.
 */
tcp:::send, tcp:::receive
/args[4]->tcp_dport == 31337 || args[4]->tcp_sport == 31337/
{
	@bytes[probename, args[4]->tcp_dport == 31337 ? "to server" : "to client",
	    args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr] =
	    sum(args[2]->ip_plength - args[4]->tcp_offset);
}

tcp:::receive
/args[4]->tcp_dport == 31337 && args[2]->ip_plength > args[4]->tcp_offset/
{
	@ok[args[3]->tcps_lport == 31337 && args[3]->tcps_raddr == "::1" &&
	    args[3]->tcps_laddr == "::1" && args[3]->tcps_local &&
	    args[3]->tcps_state == TCP_STATE_ESTABLISHED ? "receive: tcpsinfo ok" :
	    "receive: bad tcpsinfo"] = max(1);
}

tcp:::connect-established /args[3]->tcps_rport == 31337/
{
	@ev[strjoin("connect-established to ", args[3]->tcps_raddr)] = count();
}

tcp:::accept-established /args[3]->tcps_lport == 31337/
{
	@ev[strjoin("accept-established on ", args[3]->tcps_laddr)] = count();
}

tcp:::connect-request /args[3]->tcps_rport == 31337/ { @ev[probename] = count(); }
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
	@udp[probename, args[3]->udps_laddr, args[4]->udp_dport] = sum(args[4]->udp_length - 8);
}

ip:::send, ip:::receive
/args[2]->ip_ver == 6 && args[5]->ipv6_nexthdr == IPPROTO_UDP/
{
	@ip6[probename, args[5]->ipv6_nextstr, args[5]->ipv6_saddr, args[5]->ipv6_daddr,
	    args[3]->if_name] = sum(args[5]->ipv6_plen);
}

ip:::send, ip:::receive
/args[2]->ip_ver == 6 && args[5]->ipv6_nexthdr == IPPROTO_TCP/
{
	@ip6n[probename, args[5]->ipv6_nextstr, args[2]->ip_saddr, args[5]->ipv6_hlim] = max(1);
}

ip:::send, ip:::receive
/args[2]->ip_ver == 4/
{
	@ip4["IPv4 packets"] = count();
}

END
{
	printa("%s %s IPv%d %s -> %s: %@d bytes\n", @bytes);
	printa("%s %@d\n", @ok);
	printa("%s %@d\n", @ev);
	printa("udp %s (%s) to port %u: %@d bytes\n", @udp);
	printa("ip %s %s %s -> %s on %s: %@d bytes\n", @ip6);
	printa("ip %s %s from %s, hop limit %d: seen %@d\n", @ip6n);
	printa("%s %@d\n", @ip4);
}
