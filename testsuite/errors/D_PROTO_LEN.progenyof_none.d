BEGIN { x = progenyof(); }
