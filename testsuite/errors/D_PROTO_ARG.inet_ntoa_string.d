BEGIN { trace(inet_ntoa("1.2.3.4")); }
