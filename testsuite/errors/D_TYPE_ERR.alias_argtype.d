probe myp:::x (nosuch_t) { fbt::vfs_read:entry = (arg0); };
