enum e { A };
BEGIN { A = 2; }
