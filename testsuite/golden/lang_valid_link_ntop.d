#pragma D option quiet

/*
 * link_ntop(type, addr): "string(int, void *)" (dtrace-utils
 * libdtrace/dt_open.c), a link-layer address in lower-case hex bytes
 * joined by ':' (bpf/link_ntop.S, dt_link_ntop): ARPHRD_ETHER (1) has 6
 * bytes, ARPHRD_INFINIBAND (32) 20; another type is an illegal operation
 * whose value is the type (libdtrace/dt_cg.c, dt_cg_subr_link_ntop()).
 * TCP states as dtrace-utils' tcp.d (dlibs) has them: tcp_state_string[]
 * names 0 to 11 and gives "<unknown>" for any other; tcplsinfo_t keeps a
 * state it does not name as its number.
 */
BEGIN
{
	this->a = (uint8_t *)alloca(20);
	this->a[0] = 0xde;
	this->a[1] = 0xad;
	this->a[2] = 0xbe;
	this->a[3] = 0xef;
	this->a[5] = 0x0f;
	this->a[19] = 0xff;
	printf("%s\n", link_ntop(1, this->a));
	printf("%s\n", link_ntop(32, this->a));
	printf("%s %s %s %s %s %s\n", tcp_state_string[TCP_STATE_IDLE],
	    tcp_state_string[TCP_STATE_CLOSING], tcp_state_string[TCP_STATE_TIME_WAIT],
	    tcp_state_string[12], tcp_state_string[-1], tcp_state_string[TCP_STATE_CLOSED]);
	printf("%d %d\n", xlate <tcplsinfo_t> (13).tcps_state,
	    xlate <tcplsinfo_t> (TCP_STATE_LISTEN).tcps_state);
}

BEGIN
{
	trace(link_ntop(7, 0));
}

ERROR
{
	printf("%d %d\n", arg4, arg5);
	exit(0);
}
