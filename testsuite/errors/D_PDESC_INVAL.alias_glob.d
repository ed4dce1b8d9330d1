probe myp:::x* () { fbt::vfs_read:entry; };
