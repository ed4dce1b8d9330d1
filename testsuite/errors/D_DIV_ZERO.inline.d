inline int ZERO = 0;
BEGIN { x = 1 / ZERO; }
