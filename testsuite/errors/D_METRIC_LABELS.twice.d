#pragma D option metric_labels=@x:a,a
BEGIN { @x[1] = count(); @h = quantize(1); }
