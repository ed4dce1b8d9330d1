BEGIN { @a = count(); @b = count(); printa("%@d %@d %@d\n", @a, @b); }
