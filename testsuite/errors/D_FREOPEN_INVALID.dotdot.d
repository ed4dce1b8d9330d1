#pragma D option destructive

BEGIN { freopen(".."); }
