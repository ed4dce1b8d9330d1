BEGIN { x = probename && 1; }
