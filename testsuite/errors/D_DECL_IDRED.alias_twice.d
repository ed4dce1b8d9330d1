probe myp:::x () { fbt::vfs_read:entry; };
probe myp:::x () { fbt::vfs_write:entry; };
