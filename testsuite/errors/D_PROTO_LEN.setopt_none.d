BEGIN { setopt(); }
