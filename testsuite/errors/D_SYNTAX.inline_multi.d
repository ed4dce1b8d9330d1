inline int a = 1, b = 2;
