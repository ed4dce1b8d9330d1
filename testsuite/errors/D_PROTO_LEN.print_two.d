BEGIN { print(1, 2); }
