struct in_s { int a; };
translator int < struct in_s *P > { a = 1; };
