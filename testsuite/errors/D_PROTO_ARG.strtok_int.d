BEGIN { x = strtok(1, ","); }
