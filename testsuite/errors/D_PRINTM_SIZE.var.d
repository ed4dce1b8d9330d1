BEGIN { n = 4; printm(n, memref(`linux_banner, 4)); }
