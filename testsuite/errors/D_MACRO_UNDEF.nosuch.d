BEGIN { trace($nosuch); }
