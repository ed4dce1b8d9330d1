BEGIN { @a[1] = count(); printa("%d %@*d\n", @a); }
