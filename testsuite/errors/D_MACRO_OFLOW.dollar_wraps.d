BEGIN { trace($$4294967296); }
