tick-1s { @s = sum(probename); }
