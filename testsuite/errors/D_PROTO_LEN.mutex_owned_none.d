BEGIN { trace(mutex_owned()); }
