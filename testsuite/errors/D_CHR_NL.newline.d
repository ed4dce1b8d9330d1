BEGIN { trace('a
'); }
