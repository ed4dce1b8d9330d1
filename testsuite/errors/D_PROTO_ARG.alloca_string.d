BEGIN { x = alloca("8"); }
