BEGIN { freopen("/tmp/x"); }
