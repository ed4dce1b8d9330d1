BEGIN { @n = count(); }
END { @n; }
