BEGIN { trace(inet_ntop(2)); }
