/* dt_open.c: pcap is "void(void *, int)": the protocol is an int
 * (PCAP_* in dtrace-utils' pcap.d) */
fbt::ip_rcv:entry { pcap(args[0], "tcp"); }
