BEGIN { trace(inet_ntoa6("::1")); }
