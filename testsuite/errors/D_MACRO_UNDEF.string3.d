BEGIN { trace($$3); }
