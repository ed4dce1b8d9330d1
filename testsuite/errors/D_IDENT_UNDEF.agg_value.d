/* dt_parser.c, dt_cook_ident: an aggregation named as a value that the
 * program never defines fails to resolve, "@" and all. */
BEGIN { trace(@never); }
