/*
 * fcntl.d - open(2) flags (O_*) as the kernel sees them in f_flags and in
 * the flags argument, from the kernel's uapi <asm-generic/fcntl.h>: note
 * O_LARGEFILE is 0100000 here (64-bit kernels force it on every open),
 * where the 64-bit C library defines it as 0.  FASYNC is also O_ASYNC.
 */
inline int O_RDONLY = 00;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_ACCMODE = 03;
inline int O_CREAT = 0100;
inline int O_EXCL = 0200;
inline int O_NOCTTY = 0400;
inline int O_TRUNC = 01000;
inline int O_APPEND = 02000;
inline int O_NONBLOCK = 04000;
inline int O_NDELAY = 04000;
inline int O_DSYNC = 010000;
inline int O_SYNC = 04010000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_CLOEXEC = 02000000;
inline int FASYNC = 020000;
inline int O_DIRECT = 040000;
inline int O_LARGEFILE = 0100000;
inline int O_NOATIME = 01000000;
inline int O_PATH = 010000000;
inline int O_TMPFILE = 020200000;
inline int O_ASYNC = 020000;
