/* dt_pragma.c, dt_pragma_binding(): a clause's assignment defines rate
 * too late: pragmas are checked once the declarations are read */
#pragma D binding "1.0" rate
BEGIN { rate = 1; }
