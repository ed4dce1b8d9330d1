dtrace:a:b:BEGIN:x { exit(0); }
