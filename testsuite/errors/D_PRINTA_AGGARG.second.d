BEGIN { @a = count(); printa(@a, 3); }
