#pragma D option metric_labels=@x:a
#pragma D option metric_labels=x:b
BEGIN { @x[1] = count(); @h = quantize(1); }
