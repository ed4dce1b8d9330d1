#pragma D option metric_labels
BEGIN { @x[1] = count(); @h = quantize(1); }
