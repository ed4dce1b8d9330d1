BEGIN { x = print(1); }
