#pragma D option metric_labels=@x:a,b
BEGIN { @x[1] = count(); @h = quantize(1); }
