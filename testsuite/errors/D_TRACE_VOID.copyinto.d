BEGIN { trace(copyinto(0, 1, alloca(1))); }
