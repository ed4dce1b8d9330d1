/*
 * net.d - the ip, tcp and udp providers (Oracle's DTrace for Linux names
 * and argument types, IPv4), over the IP output path, TCP's established
 * receive path, UDP's receive queue and the inet_sock_set_state
 * tracepoint:
 *
 *   ip:::send, ip:::receive        args[0] pktinfo_t *, args[1] csinfo_t *,
 *                                  args[2] ipinfo_t *
 *   tcp:::send, tcp:::receive      args[0..2] as ip's, args[3] tcpsinfo_t *,
 *                                  args[4] tcpinfo_t *; receive: segments
 *                                  of established connections
 *   tcp:::state-change             args[3] tcpsinfo_t * (the new state),
 *                                  args[5] tcplsinfo_t * (the old one);
 *                                  args[3] has the addresses, ports and
 *                                  state only
 *   tcp:::connect-request, connect-established, accept-established,
 *   connect-refused                args[3] tcpsinfo_t *
 *   tcp:::accept-refused           args[2] ipinfo_t *, args[4] tcpinfo_t *
 *                                  of the SYN refused (no socket: args[3]
 *                                  is NULL)
 *   udp:::send, udp:::receive      args[0..2] as ip's, args[3] udpsinfo_t *,
 *                                  args[4] udpinfo_t *
 *
 * Payload bytes: args[2]->ip_plength - args[4]->tcp_offset (tcp),
 * args[4]->udp_length - 8 (udp).  Missing: IPv6 (ip_ver is 4 only),
 * ip's ifinfo_t/ipv4info_t.
 */
#pragma D depends_on provider fbt
#pragma D depends_on library errno.d

inline int TCP_STATE_CLOSED = 0;	/* dtrace's numbering of TCP states */
inline int TCP_STATE_IDLE = 1;
inline int TCP_STATE_BOUND = 2;
inline int TCP_STATE_LISTEN = 3;
inline int TCP_STATE_SYN_SENT = 4;
inline int TCP_STATE_SYN_RECEIVED = 5;
inline int TCP_STATE_ESTABLISHED = 6;
inline int TCP_STATE_CLOSE_WAIT = 7;
inline int TCP_STATE_FIN_WAIT_1 = 8;
inline int TCP_STATE_CLOSING = 9;
inline int TCP_STATE_LAST_ACK = 10;
inline int TCP_STATE_FIN_WAIT_2 = 11;
inline int TCP_STATE_TIME_WAIT = 12;

typedef struct pktinfo {
	uintptr_t pkt_addr;		/* the struct sk_buff */
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;		/* the struct sock */
	uint64_t cs_cid;
	pid_t cs_pid;
} csinfo_t;

typedef struct ipinfo {
	uint8_t ip_ver;
	uint32_t ip_plength;		/* bytes after the IP header */
	string ip_saddr;
	string ip_daddr;
} ipinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;
	int tcps_local;			/* both ends on this host */
	int tcps_active;		/* this end connected */
	uint16_t tcps_lport;
	uint16_t tcps_rport;
	string tcps_laddr;
	string tcps_raddr;
	int32_t tcps_state;		/* TCP_STATE_* */
	uint32_t tcps_iss;
	uint32_t tcps_suna;
	uint32_t tcps_snxt;
	uint32_t tcps_rnxt;
	uint32_t tcps_swnd;
	uint32_t tcps_rwnd;
	uint32_t tcps_cwnd;
	uint32_t tcps_mss;
	uint32_t tcps_rto;
	uint32_t tcps_retransmit;
} tcpsinfo_t;

typedef struct tcplsinfo {
	int32_t tcps_state;
} tcplsinfo_t;

typedef struct tcpinfo {
	uint16_t tcp_sport;
	uint16_t tcp_dport;
	uint32_t tcp_seq;
	uint32_t tcp_ack;
	uint8_t tcp_offset;		/* header bytes */
	uint8_t tcp_flags;		/* TH_FIN 1, SYN 2, RST 4, PUSH 8, ACK 16, URG 32 */
	uint16_t tcp_window;
	uint16_t tcp_checksum;
	uint16_t tcp_urgent;
	uintptr_t tcp_hdr;
} tcpinfo_t;

typedef struct udpsinfo {
	uintptr_t udps_addr;
	uint16_t udps_lport;
	uint16_t udps_rport;
	string udps_laddr;
	string udps_raddr;
} udpsinfo_t;

typedef struct udpinfo {
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint16_t udp_length;		/* header and payload */
	uint16_t udp_checksum;
	uintptr_t udp_hdr;
} udpinfo_t;

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = (uintptr_t)S;
};

translator csinfo_t < struct sock *K > {
	cs_addr = (uintptr_t)K;
	cs_cid = (uint64_t)K;
	cs_pid = 0;
};

/* the IP header of S, where the network layer put it */
translator ipinfo_t < struct sk_buff *S > {
	ip_ver = ((struct iphdr *)(S->head + S->network_header))->version;
	ip_plength = ntohs(((struct iphdr *)(S->head + S->network_header))->tot_len) -
	    ((struct iphdr *)(S->head + S->network_header))->ihl * 4;
	ip_saddr = inet_ntoa(&((struct iphdr *)(S->head + S->network_header))->saddr);
	ip_daddr = inet_ntoa(&((struct iphdr *)(S->head + S->network_header))->daddr);
};

/* Linux's TCP states (TCP_ESTABLISHED 1 ... TCP_NEW_SYN_RECV 12) in
 * dtrace's numbering */
translator tcplsinfo_t < int S > {
	tcps_state = S == 1 ? TCP_STATE_ESTABLISHED : S == 2 ? TCP_STATE_SYN_SENT :
	    S == 3 || S == 12 ? TCP_STATE_SYN_RECEIVED : S == 4 ? TCP_STATE_FIN_WAIT_1 :
	    S == 5 ? TCP_STATE_FIN_WAIT_2 : S == 6 ? TCP_STATE_TIME_WAIT :
	    S == 7 ? TCP_STATE_CLOSED : S == 8 ? TCP_STATE_CLOSE_WAIT :
	    S == 9 ? TCP_STATE_LAST_ACK : S == 10 ? TCP_STATE_LISTEN :
	    S == 11 ? TCP_STATE_CLOSING : TCP_STATE_CLOSED;
};

translator tcpsinfo_t < struct sock *K > {
	tcps_addr = (uintptr_t)K;
	tcps_local = K->__sk_common.skc_daddr == K->__sk_common.skc_rcv_saddr;
	tcps_lport = K->__sk_common.skc_num;
	tcps_rport = ntohs(K->__sk_common.skc_dport);
	tcps_laddr = inet_ntoa(&K->__sk_common.skc_rcv_saddr);
	tcps_raddr = inet_ntoa(&K->__sk_common.skc_daddr);
	tcps_state = xlate<tcplsinfo_t>((int)K->__sk_common.skc_state).tcps_state;
	tcps_iss = ((struct tcp_sock *)K)->write_seq - ((struct tcp_sock *)K)->bytes_sent;
	tcps_suna = ((struct tcp_sock *)K)->snd_una;
	tcps_snxt = ((struct tcp_sock *)K)->snd_nxt;
	tcps_rnxt = ((struct tcp_sock *)K)->rcv_nxt;
	tcps_swnd = ((struct tcp_sock *)K)->snd_wnd;
	tcps_rwnd = ((struct tcp_sock *)K)->rcv_wnd;
	tcps_cwnd = ((struct tcp_sock *)K)->snd_cwnd;
	tcps_mss = ((struct tcp_sock *)K)->mss_cache;
	tcps_rto = ((struct inet_connection_sock *)K)->icsk_rto;
	tcps_retransmit = ((struct tcp_sock *)K)->total_retrans;
};

/*
 * A socket as the inet_sock_set_state tracepoint sees it: its state is
 * about to become the tracepoint's newstate (arg2), which tcps_state is.
 * (A type of its own: a translator is chosen by its input type.)
 */
struct tcp_changing {
	char sock;
};

translator tcpsinfo_t < struct tcp_changing *C > {
	tcps_addr = (uintptr_t)C;
	tcps_lport = ((struct sock *)C)->__sk_common.skc_num;
	tcps_rport = ntohs(((struct sock *)C)->__sk_common.skc_dport);
	tcps_laddr = inet_ntoa(&((struct sock *)C)->__sk_common.skc_rcv_saddr);
	tcps_raddr = inet_ntoa(&((struct sock *)C)->__sk_common.skc_daddr);
	tcps_state = xlate<tcplsinfo_t>((int)arg2).tcps_state;
};

/* the TCP header of S, where the transport layer put it */
translator tcpinfo_t < struct sk_buff *S > {
	tcp_sport = ntohs(((struct tcphdr *)(S->head + S->transport_header))->source);
	tcp_dport = ntohs(((struct tcphdr *)(S->head + S->transport_header))->dest);
	tcp_seq = ntohl(((struct tcphdr *)(S->head + S->transport_header))->seq);
	tcp_ack = ntohl(((struct tcphdr *)(S->head + S->transport_header))->ack_seq);
	tcp_offset = ((struct tcphdr *)(S->head + S->transport_header))->doff * 4;
	tcp_flags = *((uint8_t *)(S->head + S->transport_header) + 13);
	tcp_window = ntohs(((struct tcphdr *)(S->head + S->transport_header))->window);
	tcp_checksum = ntohs(((struct tcphdr *)(S->head + S->transport_header))->check);
	tcp_urgent = ntohs(((struct tcphdr *)(S->head + S->transport_header))->urg_ptr);
	tcp_hdr = (uintptr_t)(S->head + S->transport_header);
};

translator udpsinfo_t < struct sock *K > {
	udps_addr = (uintptr_t)K;
	udps_lport = K->__sk_common.skc_num;
	udps_rport = ntohs(K->__sk_common.skc_dport);
	udps_laddr = inet_ntoa(&K->__sk_common.skc_rcv_saddr);
	udps_raddr = inet_ntoa(&K->__sk_common.skc_daddr);
};

translator udpinfo_t < struct sk_buff *S > {
	udp_sport = ntohs(((struct udphdr *)(S->head + S->transport_header))->source);
	udp_dport = ntohs(((struct udphdr *)(S->head + S->transport_header))->dest);
	udp_length = ntohs(((struct udphdr *)(S->head + S->transport_header))->len);
	udp_checksum = ntohs(((struct udphdr *)(S->head + S->transport_header))->check);
	udp_hdr = (uintptr_t)(S->head + S->transport_header);
};

/* ip_output(net, sk, skb): every IPv4 packet this host sends, headers built */
probe ip:::send (pktinfo_t *, csinfo_t *, ipinfo_t *)
{
	fbt::ip_output:entry = (xlate<pktinfo_t *>((struct sk_buff *)arg2),
	    xlate<csinfo_t *>((struct sock *)arg1), xlate<ipinfo_t *>((struct sk_buff *)arg2));
};

probe ip:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *)
{
	fbt::ip_rcv:entry = (xlate<pktinfo_t *>((struct sk_buff *)arg0),
	    xlate<csinfo_t *>((struct sock *)0), xlate<ipinfo_t *>((struct sk_buff *)arg0));
};

probe tcp:::send (pktinfo_t *, csinfo_t *, ipinfo_t *, tcpsinfo_t *, tcpinfo_t *)
{
	fbt::ip_output:entry / arg1 != 0 && ((struct sock *)arg1)->sk_protocol == 6 / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg2), xlate<csinfo_t *>((struct sock *)arg1),
	    xlate<ipinfo_t *>((struct sk_buff *)arg2), xlate<tcpsinfo_t *>((struct sock *)arg1),
	    xlate<tcpinfo_t *>((struct sk_buff *)arg2));
};

probe tcp:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *, tcpsinfo_t *, tcpinfo_t *)
{
	fbt::tcp_rcv_established:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)arg0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg1), xlate<tcpsinfo_t *>((struct sock *)arg0),
	    xlate<tcpinfo_t *>((struct sk_buff *)arg1));
};

/* inet_sock_set_state(sk, oldstate, newstate), for TCP sockets (protocol 6) */
probe tcp:::state-change (void *, csinfo_t *, void *, tcpsinfo_t *, void *, tcplsinfo_t *)
{
	sdt:::inet_sock_set_state / ((struct sock *)arg0)->sk_protocol == 6 / =
	    ((void *)0, xlate<csinfo_t *>((struct sock *)arg0), (void *)0,
	    xlate<tcpsinfo_t *>((struct tcp_changing *)arg0), (void *)0,
	    xlate<tcplsinfo_t *>((int)arg1));
};

probe tcp:::connect-request (void *, csinfo_t *, void *, tcpsinfo_t *)
{
	sdt:::inet_sock_set_state / ((struct sock *)arg0)->sk_protocol == 6 && arg2 == 2 / =
	    ((void *)0, xlate<csinfo_t *>((struct sock *)arg0), (void *)0,
	    xlate<tcpsinfo_t *>((struct tcp_changing *)arg0));
};

probe tcp:::connect-established (void *, csinfo_t *, void *, tcpsinfo_t *)
{
	sdt:::inet_sock_set_state / ((struct sock *)arg0)->sk_protocol == 6 && arg1 == 2 &&
	    arg2 == 1 / = ((void *)0, xlate<csinfo_t *>((struct sock *)arg0), (void *)0,
	    xlate<tcpsinfo_t *>((struct tcp_changing *)arg0));
};

probe tcp:::accept-established (void *, csinfo_t *, void *, tcpsinfo_t *)
{
	sdt:::inet_sock_set_state / ((struct sock *)arg0)->sk_protocol == 6 && arg1 == 3 &&
	    arg2 == 1 / = ((void *)0, xlate<csinfo_t *>((struct sock *)arg0), (void *)0,
	    xlate<tcpsinfo_t *>((struct tcp_changing *)arg0));
};

/* SYN_SENT -> CLOSE after a reset: tcp_reset set sk_err to ECONNREFUSED */
probe tcp:::connect-refused (void *, csinfo_t *, void *, tcpsinfo_t *)
{
	sdt:::inet_sock_set_state / ((struct sock *)arg0)->sk_protocol == 6 && arg1 == 2 &&
	    arg2 == 7 && ((struct sock *)arg0)->sk_err == ECONNREFUSED / =
	    ((void *)0, xlate<csinfo_t *>((struct sock *)arg0), (void *)0,
	    xlate<tcpsinfo_t *>((struct tcp_changing *)arg0));
};

/* a reset sent for a SYN (flags SYN without ACK) no socket listens for */
probe tcp:::accept-refused (pktinfo_t *, csinfo_t *, ipinfo_t *, void *, tcpinfo_t *)
{
	fbt::tcp_v4_send_reset:entry / arg0 == 0 &&
	    (*((uint8_t *)(((struct sk_buff *)arg1)->head +
	    ((struct sk_buff *)arg1)->transport_header) + 13) & 0x12) == 2 / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg1), (void *)0,
	    xlate<tcpinfo_t *>((struct sk_buff *)arg1));
};

probe udp:::send (pktinfo_t *, csinfo_t *, ipinfo_t *, udpsinfo_t *, udpinfo_t *)
{
	fbt::ip_output:entry / arg1 != 0 && ((struct sock *)arg1)->sk_protocol == 17 / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg2), xlate<csinfo_t *>((struct sock *)arg1),
	    xlate<ipinfo_t *>((struct sk_buff *)arg2), xlate<udpsinfo_t *>((struct sock *)arg1),
	    xlate<udpinfo_t *>((struct sk_buff *)arg2));
};

probe udp:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *, udpsinfo_t *, udpinfo_t *)
{
	fbt::udp_queue_rcv_skb:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)arg0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg1), xlate<udpsinfo_t *>((struct sock *)arg0),
	    xlate<udpinfo_t *>((struct sk_buff *)arg1));
};
