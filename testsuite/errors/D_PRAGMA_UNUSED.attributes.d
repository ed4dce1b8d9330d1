/* dt_pragma.c, dt_pragma_attributes(): kept for a later declaration of
 * rate; none comes (dt_cc.c, dt_idpragma) */
#pragma D attributes Stable/Stable/Common rate
BEGIN { exit(0); }
