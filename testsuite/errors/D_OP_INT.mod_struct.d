BEGIN { trace(`init_task % 2); }
