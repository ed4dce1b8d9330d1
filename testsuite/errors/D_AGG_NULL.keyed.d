BEGIN { @n["x"] = sum(1); }
END { @n["x"]; }
