BEGIN { trace($$1234567890); }
