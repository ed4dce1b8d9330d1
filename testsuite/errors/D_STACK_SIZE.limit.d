BEGIN { @[stack(101)] = count(); }
