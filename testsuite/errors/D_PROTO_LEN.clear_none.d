BEGIN { @c = count(); clear(); }
