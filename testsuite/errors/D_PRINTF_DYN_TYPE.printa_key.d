BEGIN { @a["w", 1] = count(); printa("%*d %@d\n", @a); }
