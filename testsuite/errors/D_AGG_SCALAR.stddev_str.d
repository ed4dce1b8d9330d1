BEGIN { @s = stddev(probename); }
