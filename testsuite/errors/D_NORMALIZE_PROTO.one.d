BEGIN { @a = count(); normalize(@a); }
