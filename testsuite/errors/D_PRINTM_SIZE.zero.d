BEGIN { printm(0, memref(`linux_banner, 4)); }
