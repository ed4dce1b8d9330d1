profile-106751d { exit(0); }
profile-106752d { exit(0); }
