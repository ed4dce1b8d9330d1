BEGIN { s = speculation(); }
BEGIN { commit(s); @n = count(); }
