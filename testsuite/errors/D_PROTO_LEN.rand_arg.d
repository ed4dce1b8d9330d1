BEGIN { x = rand(1); }
