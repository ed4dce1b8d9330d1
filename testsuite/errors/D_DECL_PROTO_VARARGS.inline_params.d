/* dt_grammar.y: an inline's parameters are an array's (dt_decl_array) */
inline int first[int x, ...] = x;
