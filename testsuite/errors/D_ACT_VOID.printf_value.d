BEGIN { x = printf("hi\n"); }
