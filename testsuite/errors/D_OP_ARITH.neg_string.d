BEGIN { trace(-"abc"); }
