/*
 * net.d - the ip, tcp and udp providers (Oracle's DTrace for Linux names
 * and argument types), IPv4 and IPv6, over the IP output paths
 * (ip_output, ip6_output), the IP receive paths (ip_rcv, ipv6_rcv), TCP's
 * established receive path (both families), UDP's receive queues and the
 * inet_sock_set_state tracepoint:
 *
 *   ip:::send, ip:::receive        args[0] pktinfo_t *, args[1] csinfo_t *,
 *                                  args[2] ipinfo_t *, args[3] ifinfo_t *,
 *                                  args[4] ipv4info_t * (NULL for IPv6),
 *                                  args[5] ipv6info_t * (NULL for IPv4)
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
 * Addresses are strings for both families (ip_saddr "::1", tcps_laddr
 * "127.0.0.1"); ip_ver is 4 or 6.  Payload bytes: args[2]->ip_plength -
 * args[4]->tcp_offset (tcp), args[4]->udp_length - 8 (udp); an IPv6
 * ip_plength counts extension headers, as the header's payload length,
 * except on tcp:::receive: there it is the TCP segment's length (the
 * TCP header and payload of segments TCP may have merged on arrival).
 * Missing: ifinfo_t's if_local and if_ipstack are 0.
 */
/* stability, as dtrace's ip/tcp/udp providers */
#pragma D attributes Evolving/Evolving/ISA provider ip provider
#pragma D attributes Private/Private/Unknown provider ip module
#pragma D attributes Private/Private/Unknown provider ip function
#pragma D attributes Evolving/Evolving/ISA provider ip name
#pragma D attributes Evolving/Evolving/ISA provider ip args
#pragma D attributes Evolving/Evolving/ISA provider tcp provider
#pragma D attributes Private/Private/Unknown provider tcp module
#pragma D attributes Private/Private/Unknown provider tcp function
#pragma D attributes Evolving/Evolving/ISA provider tcp name
#pragma D attributes Evolving/Evolving/ISA provider tcp args
#pragma D attributes Evolving/Evolving/ISA provider udp provider
#pragma D attributes Private/Private/Unknown provider udp module
#pragma D attributes Private/Private/Unknown provider udp function
#pragma D attributes Evolving/Evolving/ISA provider udp name
#pragma D attributes Evolving/Evolving/ISA provider udp args
#pragma D depends_on provider fbt
#pragma D depends_on library errno.d

inline int AF_INET = 2;		/* Linux's address families */
inline int AF_INET6 = 10;
inline int ARPHRD_ETHER = 1;	/* link types, link_ntop()'s */
inline int ARPHRD_INFINIBAND = 32;
inline int NET_PROBE_OUTBOUND = 0x00;
inline int NET_PROBE_INBOUND = 0x01;

/* IP protocol numbers, as dtrace-utils' ip.d has them */
inline int IPPROTO_IP = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_IGMP = 2;
inline int IPPROTO_IPIP = 4;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_EGP = 8;
inline int IPPROTO_PUP = 12;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IDP = 22;
inline int IPPROTO_TP = 29;
inline int IPPROTO_DCCP = 33;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_RSVP = 46;
inline int IPPROTO_GRE = 47;
inline int IPPROTO_ESP = 50;
inline int IPPROTO_AH = 51;
inline int IPPROTO_OSPF = 89;
inline int IPPROTO_MTP = 92;
inline int IPPROTO_BEETPH = 94;
inline int IPPROTO_ENCAP = 98;
inline int IPPROTO_PIM = 103;
inline int IPPROTO_COMP = 108;
inline int IPPROTO_SCTP = 132;
inline int IPPROTO_UDPLITE = 136;
inline int IPPROTO_RAW = 255;
/* Linux's (since IPPROTO_MPTCP, 262, in 5.6), as glibc's <netinet/in.h>
 * has it; dtrace-utils' ip.d keeps the older 256, which a script that
 * includes that header under -C would find redeclared. */
inline int IPPROTO_MPTCP = 262;
inline int IPPROTO_MAX = 263;
inline int IPPROTO_HOPOPTS = 0;
inline int IPPROTO_ROUTING = 43;
inline int IPPROTO_FRAGMENT = 44;
inline int IPPROTO_ICMPV6 = 58;
inline int IPPROTO_NONE = 59;
inline int IPPROTO_DSTOPTS = 60;
inline int IPPROTO_MH = 135;
inline int TCP_MIN_HEADER_LENGTH = 20;

typedef uint64_t netstackid_t;	/* dtrace-utils' ip.d types */
typedef uint32_t ipaddr_t;	/* network order */

/* TCP header flags (tcp_flags) */
inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PSH = 0x08;
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

/* TCP states, numbered as dtrace-utils' tcp.d numbers them (Linux's
 * sk_state, TCP_STATE_IDLE 0 for none) */
inline int TCP_STATE_IDLE = 0x00;
inline int TCP_STATE_ESTABLISHED = 0x01;
inline int TCP_STATE_SYN_SENT = 0x02;
inline int TCP_STATE_SYN_RECEIVED = 0x03;
inline int TCP_STATE_FIN_WAIT_1 = 0x04;
inline int TCP_STATE_FIN_WAIT_2 = 0x05;
inline int TCP_STATE_TIME_WAIT = 0x06;
inline int TCP_STATE_CLOSED = 0x07;
inline int TCP_STATE_CLOSE_WAIT = 0x08;
inline int TCP_STATE_LAST_ACK = 0x09;
inline int TCP_STATE_LISTEN = 0x0a;
inline int TCP_STATE_CLOSING = 0x0b;

inline string tcp_state_string[int state] =
	state == TCP_STATE_CLOSED ? "state-closed" :
	state == TCP_STATE_IDLE ? "state-idle" :
	state == TCP_STATE_LISTEN ? "state-listen" :
	state == TCP_STATE_SYN_SENT ? "state-syn-sent" :
	state == TCP_STATE_SYN_RECEIVED ? "state-syn-received" :
	state == TCP_STATE_ESTABLISHED ? "state-established" :
	state == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
	state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
	state == TCP_STATE_CLOSING ? "state-closing" :
	state == TCP_STATE_LAST_ACK ? "state-last-ack" :
	state == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
	state == TCP_STATE_TIME_WAIT ? "state-time-wait" :
	"<unknown>";

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

typedef struct ifinfo {
	string if_name;
	int8_t if_local;
	int64_t if_ipstack;
	uintptr_t if_addr;		/* the struct net_device */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;
	uint8_t ipv4_ihl;		/* header bytes */
	uint8_t ipv4_tos;
	uint16_t ipv4_length;
	uint16_t ipv4_ident;
	uint8_t ipv4_flags;
	uint16_t ipv4_offset;
	uint8_t ipv4_ttl;
	uint8_t ipv4_protocol;
	string ipv4_protostr;
	uint16_t ipv4_checksum;
	uint32_t ipv4_src;		/* ipaddr_t, network order */
	uint32_t ipv4_dst;
	string ipv4_saddr;
	string ipv4_daddr;
	void *ipv4_hdr;			/* struct iphdr * */
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;
	uint8_t ipv6_tclass;
	uint32_t ipv6_flow;
	uint16_t ipv6_plen;
	uint8_t ipv6_nexthdr;
	string ipv6_nextstr;
	uint8_t ipv6_hlim;
	void *ipv6_src;			/* struct in6_addr * */
	void *ipv6_dst;
	string ipv6_saddr;
	string ipv6_daddr;
	void *ipv6_hdr;			/* struct ipv6hdr * */
} ipv6info_t;

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

/* the IP header of S, where the network layer put it: IPv4 or IPv6, as
 * its first 4 bits say (the same bits in both headers) */
translator ipinfo_t < struct sk_buff *S > {
	ip_ver = ((struct iphdr *)(S->head + S->network_header))->version;
	ip_plength = ((struct iphdr *)(S->head + S->network_header))->version == 6 ?
	    ntohs(((struct ipv6hdr *)(S->head + S->network_header))->payload_len) :
	    ntohs(((struct iphdr *)(S->head + S->network_header))->tot_len) -
	    ((struct iphdr *)(S->head + S->network_header))->ihl * 4;
	ip_saddr = ((struct iphdr *)(S->head + S->network_header))->version == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)(S->head + S->network_header))->saddr) :
	    inet_ntoa(&((struct iphdr *)(S->head + S->network_header))->saddr);
	ip_daddr = ((struct iphdr *)(S->head + S->network_header))->version == 6 ?
	    inet_ntoa6(&((struct ipv6hdr *)(S->head + S->network_header))->daddr) :
	    inet_ntoa(&((struct iphdr *)(S->head + S->network_header))->daddr);
};

/*
 * A segment as tcp_rcv_established() gets it.  While its user holds the
 * socket, TCP queues segments on the socket's backlog and appends one to
 * the last when they follow each other (tcp_add_backlog): the skb then
 * carries the payload of several, behind the first one's IP header.  So
 * ip_plength is the skb's length, the TCP header and all the payload
 * (skb->data is the TCP header there), not the header's field: the idiom
 * ip_plength - tcp_offset then counts every byte received.  (A type of
 * its own: a translator is chosen by its input type.)
 */
struct tcp_received {
	char skb;
};

translator ipinfo_t < struct tcp_received *R > {
	ip_ver = xlate<ipinfo_t>((struct sk_buff *)R).ip_ver;
	ip_plength = ((struct sk_buff *)R)->len;
	ip_saddr = xlate<ipinfo_t>((struct sk_buff *)R).ip_saddr;
	ip_daddr = xlate<ipinfo_t>((struct sk_buff *)R).ip_daddr;
};

translator ifinfo_t < struct sk_buff *S > {
	/* before ip_output/ip6_output set it, the device is the route's */
	if_name = S->dev != NULL ? stringof(S->dev->name) : (S->_skb_refdst & ~1) != 0 ?
	    stringof(((struct dst_entry *)(S->_skb_refdst & ~1))->dev->name) : "<none>";
	if_local = 0;
	if_ipstack = 0;
	if_addr = S->dev != NULL ? (uintptr_t)S->dev : (S->_skb_refdst & ~1) != 0 ?
	    (uintptr_t)((struct dst_entry *)(S->_skb_refdst & ~1))->dev : 0;
};

translator ipv4info_t < struct iphdr *H > {
	ipv4_ver = H->version;
	ipv4_ihl = H->ihl * 4;
	ipv4_tos = H->tos;
	ipv4_length = ntohs(H->tot_len);
	ipv4_ident = ntohs(H->id);
	ipv4_flags = ntohs(H->frag_off) >> 13;
	ipv4_offset = ntohs(H->frag_off) & 0x1fff;
	ipv4_ttl = H->ttl;
	ipv4_protocol = H->protocol;
	ipv4_protostr = H->protocol == IPPROTO_TCP ? "TCP" : H->protocol == IPPROTO_UDP ? "UDP" :
	    H->protocol == IPPROTO_ICMP ? "ICMP" : lltostr(H->protocol);
	ipv4_checksum = ntohs(H->check);
	ipv4_src = H->saddr;
	ipv4_dst = H->daddr;
	ipv4_saddr = inet_ntoa(&H->saddr);
	ipv4_daddr = inet_ntoa(&H->daddr);
	ipv4_hdr = H;
};

translator ipv6info_t < struct ipv6hdr *H > {
	ipv6_ver = H->version;
	ipv6_tclass = (ntohl(*(uint32_t *)H) >> 20) & 0xff;
	ipv6_flow = ntohl(*(uint32_t *)H) & 0xfffff;
	ipv6_plen = ntohs(H->payload_len);
	ipv6_nexthdr = H->nexthdr;
	ipv6_nextstr = H->nexthdr == IPPROTO_TCP ? "TCP" : H->nexthdr == IPPROTO_UDP ? "UDP" :
	    H->nexthdr == IPPROTO_ICMPV6 ? "ICMPV6" : lltostr(H->nexthdr);
	ipv6_hlim = H->hop_limit;
	ipv6_src = &H->saddr;
	ipv6_dst = &H->daddr;
	ipv6_saddr = inet_ntoa6(&H->saddr);
	ipv6_daddr = inet_ntoa6(&H->daddr);
	ipv6_hdr = H;
};

/*
 * A socket's addresses as text, and whether both ends are this host, for
 * its family (an AF_INET6 socket talking IPv4 shows ::ffff:a.b.c.d).
 */
typedef struct dtap_sockaddrs {
	string sa_laddr;
	string sa_raddr;
	int sa_local;
} dtap_sockaddrs_t;

translator dtap_sockaddrs_t < struct sock_common *C > {
	sa_laddr = C->skc_family == AF_INET6 ? inet_ntoa6(&C->skc_v6_rcv_saddr) :
	    inet_ntoa(&C->skc_rcv_saddr);
	sa_raddr = C->skc_family == AF_INET6 ? inet_ntoa6(&C->skc_v6_daddr) :
	    inet_ntoa(&C->skc_daddr);
	sa_local = C->skc_family == AF_INET6 ?
	    ((uint64_t *)&C->skc_v6_rcv_saddr)[0] == ((uint64_t *)&C->skc_v6_daddr)[0] &&
	    ((uint64_t *)&C->skc_v6_rcv_saddr)[1] == ((uint64_t *)&C->skc_v6_daddr)[1] :
	    C->skc_daddr == C->skc_rcv_saddr;
};

/* Linux's TCP states (TCP_ESTABLISHED 1 ... TCP_CLOSING 11) are
 * dtrace's numbers: the state as it is, as dtrace-utils' tcp.d translates
 * it (dlibs, tcplsinfo_t: tcps_state = I; tcpsinfo_t: tcps_state = arg6),
 * one it does not name (TCP_NEW_SYN_RECV 12, TCP_BOUND_INACTIVE 13) too:
 * its number, "<unknown>" to tcp_state_string[] */
translator tcplsinfo_t < int S > {
	tcps_state = S;
};

translator tcpsinfo_t < struct sock *K > {
	tcps_addr = (uintptr_t)K;
	tcps_local = xlate<dtap_sockaddrs_t>(&K->__sk_common).sa_local;
	tcps_lport = K->__sk_common.skc_num;
	tcps_rport = ntohs(K->__sk_common.skc_dport);
	tcps_laddr = xlate<dtap_sockaddrs_t>(&K->__sk_common).sa_laddr;
	tcps_raddr = xlate<dtap_sockaddrs_t>(&K->__sk_common).sa_raddr;
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
	tcps_laddr = xlate<dtap_sockaddrs_t>(&((struct sock *)C)->__sk_common).sa_laddr;
	tcps_raddr = xlate<dtap_sockaddrs_t>(&((struct sock *)C)->__sk_common).sa_raddr;
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
	udps_laddr = xlate<dtap_sockaddrs_t>(&K->__sk_common).sa_laddr;
	udps_raddr = xlate<dtap_sockaddrs_t>(&K->__sk_common).sa_raddr;
};

translator udpinfo_t < struct sk_buff *S > {
	udp_sport = ntohs(((struct udphdr *)(S->head + S->transport_header))->source);
	udp_dport = ntohs(((struct udphdr *)(S->head + S->transport_header))->dest);
	udp_length = ntohs(((struct udphdr *)(S->head + S->transport_header))->len);
	udp_checksum = ntohs(((struct udphdr *)(S->head + S->transport_header))->check);
	udp_hdr = (uintptr_t)(S->head + S->transport_header);
};

/* args[4]/args[5]: the IPv4/IPv6 header of the packet, NULL for the
 * other family */

/* ip_output/ip_mc_output/ip6_output(net, sk, skb): every packet this
 * host sends (IPv4 multicast and broadcast through ip_mc_output), headers
 * built */
probe ip:::send (pktinfo_t *, csinfo_t *, ipinfo_t *, ifinfo_t *, ipv4info_t *, ipv6info_t *)
{
	fbt::ip_output:entry, fbt::ip_mc_output:entry, fbt::ip6_output:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg2), xlate<csinfo_t *>((struct sock *)arg1),
	    xlate<ipinfo_t *>((struct sk_buff *)arg2), xlate<ifinfo_t *>((struct sk_buff *)arg2),
	    xlate<ipv4info_t *>((struct iphdr *)(((struct iphdr *)(((struct sk_buff *)arg2)->head +
	    ((struct sk_buff *)arg2)->network_header))->version == 4 ?
	    (uintptr_t)(((struct sk_buff *)arg2)->head + ((struct sk_buff *)arg2)->network_header) : 0)),
	    xlate<ipv6info_t *>((struct ipv6hdr *)(((struct iphdr *)(((struct sk_buff *)arg2)->head +
	    ((struct sk_buff *)arg2)->network_header))->version == 6 ?
	    (uintptr_t)(((struct sk_buff *)arg2)->head + ((struct sk_buff *)arg2)->network_header) : 0)));
};

/* ip_rcv/ipv6_rcv(skb, dev, pt, orig_dev) */
probe ip:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *, ifinfo_t *, ipv4info_t *, ipv6info_t *)
{
	fbt::ip_rcv:entry, fbt::ipv6_rcv:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg0), xlate<csinfo_t *>((struct sock *)0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg0), xlate<ifinfo_t *>((struct sk_buff *)arg0),
	    xlate<ipv4info_t *>((struct iphdr *)(((struct iphdr *)(((struct sk_buff *)arg0)->head +
	    ((struct sk_buff *)arg0)->network_header))->version == 4 ?
	    (uintptr_t)(((struct sk_buff *)arg0)->head + ((struct sk_buff *)arg0)->network_header) : 0)),
	    xlate<ipv6info_t *>((struct ipv6hdr *)(((struct iphdr *)(((struct sk_buff *)arg0)->head +
	    ((struct sk_buff *)arg0)->network_header))->version == 6 ?
	    (uintptr_t)(((struct sk_buff *)arg0)->head + ((struct sk_buff *)arg0)->network_header) : 0)));
};

probe tcp:::send (pktinfo_t *, csinfo_t *, ipinfo_t *, tcpsinfo_t *, tcpinfo_t *)
{
	fbt::ip_output:entry, fbt::ip6_output:entry /
	    arg1 != 0 && ((struct sock *)arg1)->sk_protocol == IPPROTO_TCP / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg2), xlate<csinfo_t *>((struct sock *)arg1),
	    xlate<ipinfo_t *>((struct sk_buff *)arg2), xlate<tcpsinfo_t *>((struct sock *)arg1),
	    xlate<tcpinfo_t *>((struct sk_buff *)arg2));
};

probe tcp:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *, tcpsinfo_t *, tcpinfo_t *)
{
	fbt::tcp_rcv_established:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)arg0),
	    xlate<ipinfo_t *>((struct tcp_received *)arg1), xlate<tcpsinfo_t *>((struct sock *)arg0),
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
	fbt::tcp_v4_send_reset:entry, fbt::tcp_v6_send_reset:entry / arg0 == 0 &&
	    (*((uint8_t *)(((struct sk_buff *)arg1)->head +
	    ((struct sk_buff *)arg1)->transport_header) + 13) & 0x12) == 2 / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg1), (void *)0,
	    xlate<tcpinfo_t *>((struct sk_buff *)arg1));
};

probe udp:::send (pktinfo_t *, csinfo_t *, ipinfo_t *, udpsinfo_t *, udpinfo_t *)
{
	fbt::ip_output:entry, fbt::ip_mc_output:entry, fbt::ip6_output:entry /
	    arg1 != 0 && ((struct sock *)arg1)->sk_protocol == IPPROTO_UDP / =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg2), xlate<csinfo_t *>((struct sock *)arg1),
	    xlate<ipinfo_t *>((struct sk_buff *)arg2), xlate<udpsinfo_t *>((struct sock *)arg1),
	    xlate<udpinfo_t *>((struct sk_buff *)arg2));
};

probe udp:::receive (pktinfo_t *, csinfo_t *, ipinfo_t *, udpsinfo_t *, udpinfo_t *)
{
	fbt::udp_queue_rcv_skb:entry, fbt::udpv6_queue_rcv_skb:entry =
	    (xlate<pktinfo_t *>((struct sk_buff *)arg1), xlate<csinfo_t *>((struct sock *)arg0),
	    xlate<ipinfo_t *>((struct sk_buff *)arg1), xlate<udpsinfo_t *>((struct sock *)arg0),
	    xlate<udpinfo_t *>((struct sk_buff *)arg1));
};
