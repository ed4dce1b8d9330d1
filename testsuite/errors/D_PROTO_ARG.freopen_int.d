#pragma D option destructive
BEGIN { freopen(1); }
