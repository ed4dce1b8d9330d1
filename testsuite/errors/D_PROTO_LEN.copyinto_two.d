BEGIN { copyinto(0, 4); }
