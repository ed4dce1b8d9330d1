BEGIN { x = memref("abc", 3); }
