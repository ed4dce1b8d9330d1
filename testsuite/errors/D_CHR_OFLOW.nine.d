BEGIN { trace('ninechars'); }
