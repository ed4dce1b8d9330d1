BEGIN { @a = count(); normalize(@a, "two"); }
