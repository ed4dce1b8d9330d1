probe myp:::x () { fbt::vfs_read:entry; };
myp:::x { trace(args[0]); }
