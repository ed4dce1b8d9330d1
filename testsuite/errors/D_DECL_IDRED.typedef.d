typedef int myint;
typedef long myint;
BEGIN { exit(0); }
