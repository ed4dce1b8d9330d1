#pragma D option quiet

/*
 * tcpstate, DTraceToolkit style: the TCP state changes of the connections
 * to port 31337 (netloop: a client connects, sends, reads the answer and
 * closes first; the server closes after it), old -> new state by side.
 * The listener's own changes show as "listener".
 */
tcp:::state-change
/args[3]->tcps_lport == 31337 || args[3]->tcps_rport == 31337/
{
	this->side = args[3]->tcps_rport == 31337 ? "client" :
	    args[3]->tcps_raddr == "0.0.0.0" ? "listener" : "server";
	this->old = args[5]->tcps_state;
	this->new = args[3]->tcps_state;
	@[this->side,
	    this->old == TCP_STATE_CLOSED ? "CLOSED" : this->old == TCP_STATE_LISTEN ? "LISTEN" :
	    this->old == TCP_STATE_SYN_SENT ? "SYN_SENT" :
	    this->old == TCP_STATE_SYN_RECEIVED ? "SYN_RECEIVED" :
	    this->old == TCP_STATE_ESTABLISHED ? "ESTABLISHED" :
	    this->old == TCP_STATE_CLOSE_WAIT ? "CLOSE_WAIT" :
	    this->old == TCP_STATE_FIN_WAIT_1 ? "FIN_WAIT_1" :
	    this->old == TCP_STATE_FIN_WAIT_2 ? "FIN_WAIT_2" :
	    this->old == TCP_STATE_LAST_ACK ? "LAST_ACK" :
	    this->old == TCP_STATE_TIME_WAIT ? "TIME_WAIT" : "other",
	    this->new == TCP_STATE_CLOSED ? "CLOSED" : this->new == TCP_STATE_LISTEN ? "LISTEN" :
	    this->new == TCP_STATE_SYN_SENT ? "SYN_SENT" :
	    this->new == TCP_STATE_SYN_RECEIVED ? "SYN_RECEIVED" :
	    this->new == TCP_STATE_ESTABLISHED ? "ESTABLISHED" :
	    this->new == TCP_STATE_CLOSE_WAIT ? "CLOSE_WAIT" :
	    this->new == TCP_STATE_FIN_WAIT_1 ? "FIN_WAIT_1" :
	    this->new == TCP_STATE_FIN_WAIT_2 ? "FIN_WAIT_2" :
	    this->new == TCP_STATE_LAST_ACK ? "LAST_ACK" :
	    this->new == TCP_STATE_TIME_WAIT ? "TIME_WAIT" : "other"] = count();
}

END
{
	printa("%-8s %-12s -> %-12s %@d\n", @);
}
