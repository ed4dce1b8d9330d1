BEGIN { normalize("a", 2); }
