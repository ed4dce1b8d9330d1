BEGIN { x = alloca(); }
