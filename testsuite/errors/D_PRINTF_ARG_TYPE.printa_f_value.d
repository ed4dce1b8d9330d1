BEGIN { @a[1] = count(); printa("%d %@f", @a); }
