/* dt_parser.c, dt_cook_op2: a member of a translated pointer is looked up
 * among the translator's members (dt_xlator_member), so a name psinfo_t
 * lacks too is D_XLATE_NOCONV, not D_TYPE_MEMBER (curpsinfo is
 * xlate <psinfo_t *> (curthread): dlibs' procfs.d). */
BEGIN { trace(curpsinfo->pr_nosuch); }
