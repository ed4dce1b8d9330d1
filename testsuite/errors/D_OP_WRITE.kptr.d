struct s { int a; };
BEGIN { ((struct s *)arg0)->a = 1; }
