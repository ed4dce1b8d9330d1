/*
 * stat.d - file type and mode bits (S_*) of st_mode / i_mode, from
 * <linux/stat.h>.
 */
inline int S_IFMT = 0170000;
inline int S_IFSOCK = 0140000;
inline int S_IFLNK = 0120000;
inline int S_IFREG = 0100000;
inline int S_IFBLK = 060000;
inline int S_IFDIR = 040000;
inline int S_IFCHR = 020000;
inline int S_IFIFO = 010000;
inline int S_ISUID = 04000;
inline int S_ISGID = 02000;
inline int S_ISVTX = 01000;
inline int S_IRWXU = 0700;
inline int S_IRUSR = 0400;
inline int S_IWUSR = 0200;
inline int S_IXUSR = 0100;
inline int S_IRWXG = 070;
inline int S_IRGRP = 040;
inline int S_IWGRP = 020;
inline int S_IXGRP = 010;
inline int S_IRWXO = 07;
inline int S_IROTH = 04;
inline int S_IWOTH = 02;
inline int S_IXOTH = 01;
