/* not quiet: the CPU/ID/FUNCTION:NAME prefix and trace() of an int */
BEGIN { x = 1; }
profile-4999 { trace(x); }
