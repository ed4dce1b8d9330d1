BEGIN { @a[1] = count(); printa("%k %@d", @a); }
