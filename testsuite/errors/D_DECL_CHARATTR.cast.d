BEGIN { trace((long char)1); }
