#pragma D option metric_labels=@x:__a
BEGIN { @x[1] = count(); @h = quantize(1); }
