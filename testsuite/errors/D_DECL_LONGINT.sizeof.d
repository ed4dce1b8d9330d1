BEGIN { x = sizeof(long long long int); }
