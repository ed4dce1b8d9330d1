#pragma D option quiet

/*
 * udpsnoop, DTraceToolkit style: UDP datagrams to port 31338 as they are
 * sent and received, with addresses, the destination port and the
 * payload size (netloop: one datagram of 100 bytes over the loopback).
 * The source port is the kernel's choice: shown only as "ephemeral".
 */
BEGIN
{
	printf("%-8s %-10s %-21s %-21s %s\n", "EVENT", "COMM", "SOURCE", "DEST", "BYTES");
}

udp:::send
/args[4]->udp_dport == 31338/
{
	printf("%-8s %-10s %-21s %s:%-11d %d\n", "send", execname,
	    strjoin(args[2]->ip_saddr, args[4]->udp_sport > 1023 ? ":ephemeral" : ":?"),
	    args[2]->ip_daddr, args[4]->udp_dport, args[4]->udp_length - 8);
}

udp:::receive
/args[4]->udp_dport == 31338/
{
	printf("%-8s %-10s %-21s %s:%-11d %d\n", "receive", "-",
	    strjoin(args[2]->ip_saddr, args[4]->udp_sport > 1023 ? ":ephemeral" : ":?"),
	    args[2]->ip_daddr, args[4]->udp_dport, args[4]->udp_length - 8);
}
