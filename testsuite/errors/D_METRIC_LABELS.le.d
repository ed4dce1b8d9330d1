#pragma D option metric_labels=@h:le
BEGIN { @x[1] = count(); @h = quantize(1); }
