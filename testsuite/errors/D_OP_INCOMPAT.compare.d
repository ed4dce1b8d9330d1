BEGIN { trace(probename == 1); }
