#pragma D option metric_labels=@nosuch:a
BEGIN { @x[1] = count(); @h = quantize(1); }
