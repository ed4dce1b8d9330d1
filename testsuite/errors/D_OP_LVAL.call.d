BEGIN { strlen("a") += 1; }
