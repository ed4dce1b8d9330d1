/*
 * regs.d - names of the user registers uregs[] reads (x86-64): the words
 * of the kernel's struct pt_regs, in its order, as the thread saved them
 * when it entered the kernel (uregs[R_PC] is where it will go on).  As in
 * dtrace, R_PC R_SP R_FP R_PS and R_R0 R_R1 name the pc, stack pointer,
 * frame pointer, flags and the two return value registers.  Then what
 * the kernel keeps elsewhere (runtime/stack.c): the thread's last trap
 * number and error code, the segment selectors.
 */
inline int R_R15 = 0;
inline int R_R14 = 1;
inline int R_R13 = 2;
inline int R_R12 = 3;
inline int R_RBP = 4;
inline int R_RBX = 5;
inline int R_R11 = 6;
inline int R_R10 = 7;
inline int R_R9 = 8;
inline int R_R8 = 9;
inline int R_RAX = 10;
inline int R_RCX = 11;
inline int R_RDX = 12;
inline int R_RSI = 13;
inline int R_RDI = 14;
inline int R_ORIG_RAX = 15;
inline int R_RIP = 16;
inline int R_CS = 17;
inline int R_RFL = 18;
inline int R_RSP = 19;
inline int R_SS = 20;
inline int R_TRAPNO = 21;	/* past struct pt_regs: the last trap, */
inline int R_ERR = 22;		/* its error code */
inline int R_GS = 23;		/* and the segment selectors */
inline int R_FS = 24;
inline int R_ES = 25;
inline int R_DS = 26;
inline int R_PC = R_RIP;
inline int R_SP = R_RSP;
inline int R_FP = R_RBP;
inline int R_PS = R_RFL;
inline int R_R0 = R_RAX;
inline int R_R1 = R_RDX;
