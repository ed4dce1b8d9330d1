BEGIN { clear(@nope); }
