BEGIN { x = memref(`linux_banner); }
