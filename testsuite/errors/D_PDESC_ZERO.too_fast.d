profile-5us { exit(0); }
