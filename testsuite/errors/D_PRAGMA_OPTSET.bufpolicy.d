#pragma D option bufpolicy=drop
BEGIN { exit(0); }
