BEGIN { trace(this->a["x"]); }
