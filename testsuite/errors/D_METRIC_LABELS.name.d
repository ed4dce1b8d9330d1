#pragma D option metric_labels=@x:2a
BEGIN { @x[1] = count(); @h = quantize(1); }
