/* dt_parser.c, dt_cook_op2(): the right operand of a comparison with an
 * enum is read as its enum tag first; a global of that name too is
 * ambiguous (enum pid_type is the kernel's: PIDTYPE_PID, PIDTYPE_TGID ...) */
enum pid_type kind;
int PIDTYPE_TGID;
BEGIN { trace(kind == PIDTYPE_TGID); }
